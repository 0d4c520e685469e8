import {
  createDataWarehouseConnection,
  deleteDataWarehouseConnection,
  listDataWarehouseConnections,
  testDataWarehouseConnection,
  updateDataWarehouseConnection,
} from '@lookout/client';
import type {
  CreateDataWarehouseConnectionBody,
  UpdateDataWarehouseConnectionBody,
} from '@lookout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Org-level calls: no projectId.
const orgScope = { projectId: null, silent: true } as const;

/** The cache key of the org's warehouse connections. */
export const dataWarehouseKey = ['data-warehouse-connections'] as const;

/** `GET /v1/orgs/data-warehouse-connections`, read again every 30 s for the sync status. */
export const dataWarehouseQuery = queryOptions({
  queryKey: dataWarehouseKey,
  queryFn: () => listDataWarehouseConnections(apiClient, orgScope),
  refetchInterval: 30_000,
});

export function useDataWarehouseConnections(enabled: boolean) {
  return useQuery({ ...dataWarehouseQuery, enabled });
}

/** `POST …/test`: checks a URL without saving it. */
export function useTestDataWarehouseConnection() {
  return useMutation({
    mutationFn: (connectionUrl: string) =>
      testDataWarehouseConnection(apiClient, { connectionUrl }, orgScope),
  });
}

/** `POST /v1/orgs/data-warehouse-connections`. */
export function useCreateDataWarehouseConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDataWarehouseConnectionBody) =>
      createDataWarehouseConnection(apiClient, body, orgScope),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataWarehouseKey }),
  });
}

/** `PATCH …/{id}`: pause, resume, rename or a new URL. */
export function useUpdateDataWarehouseConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDataWarehouseConnectionBody }) =>
      updateDataWarehouseConnection(apiClient, id, body, orgScope),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataWarehouseKey }),
  });
}

/** `DELETE …/{id}`. */
export function useDeleteDataWarehouseConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDataWarehouseConnection(apiClient, id, orgScope),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataWarehouseKey }),
  });
}
