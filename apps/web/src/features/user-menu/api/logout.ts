import { logout } from '@lookout/client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { signOut } from '../../../lib/sign-out';

/** `POST /auth/logout`: ends the session on the server. */
export function postLogout() {
  return logout(apiClient, { silent: true });
}

/** Signs out on the server, then in this browser, even when the server cannot be reached. */
export function useLogout() {
  return useMutation({ mutationFn: postLogout, onSettled: () => signOut() });
}
