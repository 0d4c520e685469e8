import { verifyEmail } from '@lookout/client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /auth/verify-email`: confirms the address from the emailed token. */
export function postVerifyEmail(token: string) {
  return verifyEmail(apiClient, { token }, { silent: true });
}

/** Confirms the email address. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: postVerifyEmail });
}
