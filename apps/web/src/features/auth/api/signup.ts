import { signup } from '@lookout/client';
import type { SignupBody } from '@lookout/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /auth/signup`: creates the user, their org and first project. */
export function postSignup(body: SignupBody) {
  return signup(apiClient, body, { silent: true });
}

/**
 * Creates the account. The caller starts the session with the answered token once it has moved
 * to signup's last step, so the signed-in guard does not send it home first.
 */
export function useSignup() {
  return useMutation({ mutationFn: postSignup });
}
