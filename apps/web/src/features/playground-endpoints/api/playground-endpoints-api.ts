import {
  createPlaygroundEndpoint,
  deletePlaygroundEndpoint,
  listPlaygroundEndpoints,
  updatePlaygroundEndpoint,
} from '@lookout/client';
import type { CreatePlaygroundEndpointBody, PlaygroundEndpoint } from '@lookout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of a project's playground endpoints. */
export function playgroundEndpointsKey(projectId: string) {
  return ['playground-endpoints', projectId] as const;
}

/** `GET /v1/playground-endpoints`: the project's custom endpoints, by name. */
export function playgroundEndpointsQuery(projectId: string) {
  return queryOptions({
    queryKey: playgroundEndpointsKey(projectId),
    queryFn: () => listPlaygroundEndpoints(apiClient, { projectId, silent: true }),
  });
}

export function usePlaygroundEndpoints(projectId: string) {
  return useQuery(playgroundEndpointsQuery(projectId));
}

/** Create (no id) or replace (with id) an endpoint, then refresh the list. */
export function useSavePlaygroundEndpoint(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreatePlaygroundEndpointBody }) =>
      id
        ? updatePlaygroundEndpoint(apiClient, id, body, { projectId, silent: true })
        : createPlaygroundEndpoint(apiClient, body, { projectId, silent: true }),
    // The saved endpoint is in the list at once, so the page never takes it for a new one.
    onSuccess: (saved) =>
      queryClient.setQueryData<PlaygroundEndpoint[]>(playgroundEndpointsKey(projectId), (list) => [
        ...(list ?? []).filter((endpoint) => endpoint.id !== saved.id),
        saved,
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playgroundEndpointsKey(projectId) }),
  });
}

/** `DELETE /v1/playground-endpoints/{id}`, then refresh the list. */
export function useDeletePlaygroundEndpoint(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      deletePlaygroundEndpoint(apiClient, id, { projectId, silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playgroundEndpointsKey(projectId) }),
  });
}
