import { getJoinData } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /auth/join-data?token=`: the org, email and role of an invitation. */
export function fetchJoinData(token: string) {
  return getJoinData(apiClient, token, { silent: true });
}

/** Query options of an invitation's details. */
export function joinDataQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'join-data', token],
    queryFn: () => fetchJoinData(token),
    retry: false,
  });
}

/** What the join screen shows about an invitation; disabled without a token. */
export function useJoinData(token: string | null) {
  return useQuery({ ...joinDataQueryOptions(token ?? ''), enabled: Boolean(token) });
}
