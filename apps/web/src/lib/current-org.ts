import { getCurrentOrg } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** `GET /v1/users/me/org`: the signed-in user's org, with its plan and flags. */
export function fetchCurrentOrg() {
  return getCurrentOrg(apiClient);
}

/** Query options of the signed-in user's org. */
export const currentOrgQueryOptions = queryOptions({
  queryKey: ['users', 'me', 'org'],
  queryFn: fetchCurrentOrg,
});

/** The signed-in user's org. */
export function useCurrentOrg() {
  return useQuery(currentOrgQueryOptions);
}
