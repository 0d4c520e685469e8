import { sendVerificationEmail } from '@lookout/client';
import type { SendVerificationBody } from '@lookout/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /v1/users/send-verification`: emails the verification link again. */
export function postSendVerification(body: SendVerificationBody) {
  return sendVerificationEmail(apiClient, body);
}

/** Sends the verification email again; a failure shows the server's message. */
export function useSendVerification() {
  return useMutation({ mutationFn: postSendVerification });
}
