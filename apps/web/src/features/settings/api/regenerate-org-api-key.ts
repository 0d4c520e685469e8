import { regenerateOrgApiKey } from '@lookout/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentOrgQueryOptions } from '../../../lib/current-org';

/** `POST /v1/orgs/{id}/api-key/regenerate`: a new org key; the old one stops working. */
export function postRegenerateOrgApiKey(orgId: string) {
  return regenerateOrgApiKey(apiClient, orgId);
}

/** Replaces the org API key and refreshes the org. */
export function useRegenerateOrgApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRegenerateOrgApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentOrgQueryOptions.queryKey }),
  });
}
