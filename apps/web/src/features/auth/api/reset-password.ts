import { resetPassword } from '@lookout/client';
import type { ResetPasswordBody } from '@lookout/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStartSession } from './use-start-session';

/** `POST /auth/reset-password`: sets the new password and answers a session token. */
export function postResetPassword(body: ResetPasswordBody) {
  return resetPassword(apiClient, body, { silent: true });
}

/** Sets a new password from the emailed token and signs in. */
export function useResetPassword() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: postResetPassword,
    onSuccess: ({ token }) => startSession(token),
  });
}
