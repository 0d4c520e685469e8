import { updateOrg } from '@lookout/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentOrgQueryOptions } from '../../../lib/current-org';

/** `PATCH /v1/orgs/{id}`: renames the org. */
export function patchOrgName({ orgId, name }: { orgId: string; name: string }) {
  return updateOrg(apiClient, orgId, { name });
}

/** Renames the org and refreshes it. */
export function useRenameOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchOrgName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentOrgQueryOptions.queryKey }),
  });
}
