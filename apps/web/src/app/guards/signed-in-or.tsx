import type { ReactNode } from 'react';
import { useIsSignedIn } from '../../stores/auth-store';
import { RequireSession } from './require-session';

/**
 * A route both signed-in users and visitors may open: signed in, it goes on to its child
 * routes (with the session checks of any signed-in page); signed out, it shows `fallback`.
 */
export function SignedInOr({ fallback }: { fallback: ReactNode }) {
  const signedIn = useIsSignedIn();
  return signedIn ? <RequireSession /> : fallback;
}
