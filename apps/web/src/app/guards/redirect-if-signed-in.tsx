import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignupProgressStore } from '../../features/auth/signup-progress-store';
import { useIsSignedIn } from '../../stores/auth-store';

/**
 * Whether a signed-in user may stay on an auth route: only on signup's last step, which
 * comes after the account exists (SPEC §2), or while signup moves there.
 */
export function staysOnAuthRoute(
  pathname: string,
  search: string,
  signupFinishing = false,
): boolean {
  if (pathname !== '/signup') return false;
  return signupFinishing || new URLSearchParams(search).get('step') === '3';
}

/** Auth routes: a signed-in user is sent to / (SPEC §2). */
export function RedirectIfSignedIn() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const signupFinishing = useSignupProgressStore((state) => state.finishing);
  if (signedIn && !staysOnAuthRoute(location.pathname, location.search, signupFinishing)) {
    return <Navigate to="/" replace />;
  }
  return <Outlet />;
}
