import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Query options for the running server's version. */
export const versionQueryOptions = queryOptions({
  queryKey: ['version'],
  queryFn: () => apiClient.getVersion(),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The running server's version. */
export function useVersion() {
  return useQuery(versionQueryOptions);
}
