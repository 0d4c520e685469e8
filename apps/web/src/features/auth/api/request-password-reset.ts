import { requestPasswordReset } from '@lookout/client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /auth/request-password-reset`: emails a reset link if the address has an account. */
export function postPasswordResetRequest(email: string) {
  return requestPasswordReset(apiClient, { email }, { silent: true });
}

/** Asks for a password-reset email. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: postPasswordResetRequest });
}
