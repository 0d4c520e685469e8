import { Navigate } from 'react-router';
import { useIsSignedIn } from '../../../stores/auth-store';

/** /auth: a neutral landing after an external sign-in step; home when signed in, else sign-in. */
export function AuthRedirectPage() {
  const signedIn = useIsSignedIn();
  return <Navigate to={signedIn ? '/' : '/login'} replace />;
}
