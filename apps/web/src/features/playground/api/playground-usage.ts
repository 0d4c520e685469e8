import { getPlaygroundUsage } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of the org's playground counter, seen from `projectId`. */
export function playgroundUsageKey(projectId: string) {
  return ['playground', projectId, 'usage'] as const;
}

/** `GET /v1/playground/usage`: this month's playground runs against the plan's allowance. */
export function playgroundUsageQuery(projectId: string) {
  return queryOptions({
    queryKey: playgroundUsageKey(projectId),
    queryFn: () => getPlaygroundUsage(apiClient, { projectId, silent: true }),
  });
}

/** The playground counter and limit of the org. */
export function usePlaygroundUsage(projectId: string) {
  return useQuery(playgroundUsageQuery(projectId));
}
