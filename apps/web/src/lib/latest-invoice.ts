import { getLatestInvoice } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** `GET /v1/orgs/{id}/billing/latest-invoice`: the hosted page of the invoice to pay. */
export function fetchLatestInvoice(orgId: string) {
  return getLatestInvoice(apiClient, orgId, { silent: true });
}

/** Query options of the org's latest invoice. */
export function latestInvoiceQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: ['orgs', orgId, 'latest-invoice'],
    queryFn: () => fetchLatestInvoice(orgId),
  });
}

/** The latest invoice, fetched only when `enabled` (the user may read billing). */
export function useLatestInvoice(orgId: string, enabled: boolean) {
  return useQuery({ ...latestInvoiceQueryOptions(orgId), enabled });
}
