import { setOrgBeta } from '@lookout/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentOrgQueryOptions } from '../../../lib/current-org';

/** `PUT /v1/orgs/{id}/beta`: turns the org's beta pages on or off, then refreshes the org. */
export function useSetOrgBeta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, enabled }: { orgId: string; enabled: boolean }) =>
      setOrgBeta(apiClient, orgId, { enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentOrgQueryOptions.queryKey }),
  });
}
