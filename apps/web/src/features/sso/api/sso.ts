import {
  deleteSsoConnection,
  getSsoConnection,
  parseSamlMetadata,
  putSsoConnection,
} from '@lookout/client';
import type { ParseSamlMetadataBody, PutSsoConnectionBody } from '@lookout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Org-level calls: no projectId.
const orgScope = { projectId: null, silent: true } as const;

/** The cache key of the org's single sign-on connection. */
export const ssoConnectionKey = ['sso-connection'] as const;

/**
 * `GET /v1/orgs/sso`: the connection, or null when none is set up; also answered outside the
 * plan (`inPlan: false`), so the owner sees and can delete a connection kept after a downgrade.
 */
export const ssoConnectionQuery = queryOptions({
  queryKey: ssoConnectionKey,
  queryFn: () => getSsoConnection(apiClient, orgScope),
});

export function useSsoConnection() {
  return useQuery(ssoConnectionQuery);
}

/** `PUT /v1/orgs/sso`: creates or replaces the connection. */
export function useSaveSsoConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutSsoConnectionBody) => putSsoConnection(apiClient, body, orgScope),
    onSuccess: (saved) => queryClient.setQueryData(ssoConnectionKey, saved),
  });
}

/** `DELETE /v1/orgs/sso`. */
export function useDeleteSsoConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSsoConnection(apiClient, orgScope),
    onSuccess: () => queryClient.setQueryData(ssoConnectionKey, null),
  });
}

/** `POST /v1/orgs/sso/parse-saml-metadata`: reads IdP metadata (XML or URL) into SAML settings. */
export function useParseSamlMetadata() {
  return useMutation({
    mutationFn: (body: ParseSamlMetadataBody) => parseSamlMetadata(apiClient, body, orgScope),
  });
}
