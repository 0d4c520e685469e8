import { parseAuthToken } from '@lookout/domain';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { signOut } from '../../lib/sign-out';
import { useAuthStore, useIsSignedIn } from '../../stores/auth-store';

/** Longest delay setTimeout accepts. */
const maxTimerMs = 2_147_483_647;

/** Milliseconds until the token's exp claim, or undefined when it has none. */
function msUntilExpiry(token: string | null): number | undefined {
  if (!token) return undefined;
  try {
    const { exp } = parseAuthToken(token);
    return typeof exp === 'number' ? exp * 1000 - Date.now() : undefined;
  } catch {
    return undefined;
  }
}

/** Signed-in routes: a signed-out visitor goes to /login; the session ends when the token does. */
export function RequireSession() {
  const signedIn = useIsSignedIn();
  const token = useAuthStore((state) => state.token);

  useEffect(() => {
    const remaining = msUntilExpiry(token);
    // An already expired token is handled by the redirect below; signing out now would also
    // clear the stored email that /login prefills.
    if (remaining === undefined || remaining <= 0 || remaining > maxTimerMs) return;
    const timer = setTimeout(() => signOut(), Math.max(0, remaining));
    return () => clearTimeout(timer);
  }, [token]);

  if (!signedIn) return <Navigate to="/login" replace />;
  return <Outlet />;
}
