import { regeneratePrivateApiKey } from '@lookout/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectApiKeysQueryOptions } from './get-project-api-keys';

/** `POST /v1/projects/{id}/api-keys/regenerate`: a new private key; the old one stops working. */
export function postRegeneratePrivateKey(projectId: string) {
  return regeneratePrivateApiKey(apiClient, projectId);
}

/** Replaces a project's private key and refreshes the key list. */
export function useRegeneratePrivateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRegeneratePrivateKey,
    onSuccess: (_key, projectId) =>
      queryClient.invalidateQueries({ queryKey: projectApiKeysQueryOptions(projectId).queryKey }),
  });
}
