import { login } from '@lookout/client';
import type { LoginBody } from '@lookout/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStartSession } from './use-start-session';

/** `POST /auth/login`; errors are shown on the form, not as notifications. */
export function postLogin(body: LoginBody) {
  return login(apiClient, body, { silent: true });
}

/** Signs in with email and password and keeps the session token. */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: ({ token }) => startSession(token),
  });
}
