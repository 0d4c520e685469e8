import { deleteProviderKey, listProviderKeys, putProviderKey } from '@lookout/client';
import type { ProviderKeyProvider, PutProviderKeyBody } from '@lookout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Org-level calls: no projectId.
const orgScope = { projectId: null, silent: true } as const;

/** The cache key of the org's provider keys. */
export const providerKeysKey = ['provider-keys'] as const;

/** `GET /v1/orgs/provider-keys`: the org's provider keys, masked. */
export const providerKeysQuery = queryOptions({
  queryKey: providerKeysKey,
  queryFn: () => listProviderKeys(apiClient, orgScope),
});

export function useProviderKeys() {
  return useQuery(providerKeysQuery);
}

/** `PUT /v1/orgs/provider-keys/{provider}`: sets or replaces a key; only its mask comes back. */
export function useSaveProviderKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, body }: { provider: ProviderKeyProvider; body: PutProviderKeyBody }) =>
      putProviderKey(apiClient, provider, body, orgScope),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeysKey }),
  });
}

/** `DELETE /v1/orgs/provider-keys/{provider}`. */
export function useDeleteProviderKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: ProviderKeyProvider) => deleteProviderKey(apiClient, provider, orgScope),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeysKey }),
  });
}
