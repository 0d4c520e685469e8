import { listProjectApiKeys } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /v1/projects/{id}/api-keys`: the keys the user may see. */
export function fetchProjectApiKeys(projectId: string) {
  return listProjectApiKeys(apiClient, projectId);
}

/** Query options of a project's API keys. */
export function projectApiKeysQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', projectId, 'api-keys'],
    queryFn: () => fetchProjectApiKeys(projectId),
  });
}

/** A project's public and private keys. */
export function useProjectApiKeys(projectId: string) {
  return useQuery(projectApiKeysQueryOptions(projectId));
}
