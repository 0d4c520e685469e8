import { join } from '@lookout/client';
import type { JoinBody } from '@lookout/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useStartSession } from './use-start-session';

/** `POST /auth/join`: accepts an invitation, creating the account. */
export function postJoin(body: JoinBody) {
  return join(apiClient, body, { silent: true });
}

/** Accepts an invitation and signs in. */
export function useJoin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: postJoin,
    onSuccess: ({ token }) => startSession(token),
  });
}
