import {
  addRunsToDataset,
  createDatasetItem,
  createDatasetV2,
  deleteDatasetItem,
  deleteDatasetV2,
  duplicateDatasetV2,
  exportDatasetV2,
  generateDatasetItemOutput,
  importDatasetV2,
  updateDatasetItem,
  updateDatasetV2,
} from '@lookout/client';
import type {
  AddRunsToDatasetBody,
  CreateDatasetItemBody,
  DatasetImportMapping,
  DatasetItem,
  DatasetV2,
  DatasetV2WithItems,
  GenerateDatasetItemBody,
  UpdateDatasetItemBody,
  UpdateDatasetV2Body,
} from '@lookout/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { datasetsV2Key, datasetV2Key, datasetV2ListsKey } from './datasets-v2-queries';

// SPEC §4: lists refresh after create, duplicate and import; items change in the cache once the
// server confirms; a delete removes the dataset locally without asking the server again.

function refreshLists(queryClient: QueryClient, projectId: string) {
  return queryClient.invalidateQueries({ queryKey: datasetV2ListsKey(projectId) });
}

/** Applies `change` to the cached dataset with items, when it is cached. */
function patchDataset(
  queryClient: QueryClient,
  projectId: string,
  datasetId: string,
  change: (dataset: DatasetV2WithItems) => DatasetV2WithItems,
) {
  queryClient.setQueryData<DatasetV2WithItems>(datasetV2Key(projectId, datasetId), (dataset) =>
    dataset ? change(dataset) : dataset,
  );
}

/** `POST /v1/datasets-v2`: an empty dataset; the lists refresh. */
export function useCreateDatasetV2(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; description?: string | null }) =>
      createDatasetV2(apiClient, body),
    onSuccess: () => refreshLists(queryClient, projectId),
  });
}

/** `POST /v1/datasets-v2/{id}/duplicate`: a copy with its items; the lists refresh. */
export function useDuplicateDatasetV2(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datasetId: string) => duplicateDatasetV2(apiClient, datasetId),
    onSuccess: () => refreshLists(queryClient, projectId),
  });
}

/** `DELETE /v1/datasets-v2/{id}`: removed from the cached lists, without a refetch. */
export function useDeleteDatasetV2(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datasetId: string) => deleteDatasetV2(apiClient, datasetId),
    onSuccess: (_answer, datasetId) => {
      queryClient.setQueriesData<DatasetV2[]>({ queryKey: datasetV2ListsKey(projectId) }, (list) =>
        list?.filter((dataset) => dataset.id !== datasetId),
      );
      queryClient.removeQueries({ queryKey: datasetV2Key(projectId, datasetId) });
    },
  });
}

/** `PATCH /v1/datasets-v2/{id}`: name or description, written into the cache. */
export function useUpdateDatasetV2(projectId: string, datasetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDatasetV2Body) => updateDatasetV2(apiClient, datasetId, body),
    onSuccess: (updated) => {
      patchDataset(queryClient, projectId, datasetId, (dataset) => ({ ...dataset, ...updated }));
      queryClient.setQueriesData<DatasetV2[]>({ queryKey: datasetV2ListsKey(projectId) }, (list) =>
        list?.map((dataset) => (dataset.id === datasetId ? updated : dataset)),
      );
    },
  });
}

/** `POST /v1/datasets-v2/{id}/import`: the dataset and the lists refresh. */
export function useImportDatasetV2(projectId: string, datasetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: { file: File; mapping?: Partial<DatasetImportMapping> }) =>
      importDatasetV2(apiClient, datasetId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetsV2Key(projectId) }),
  });
}

function withItem(dataset: DatasetV2WithItems, item: DatasetItem): DatasetV2WithItems {
  const known = dataset.items.some((each) => each.id === item.id);
  const items = known
    ? dataset.items.map((each) => (each.id === item.id ? item : each))
    : [...dataset.items, item];
  return { ...dataset, items, itemCount: items.length };
}

/** `POST /v1/datasets-v2/{id}/items`: appended to the cached dataset once created. */
export function useCreateDatasetItem(projectId: string, datasetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDatasetItemBody) => createDatasetItem(apiClient, datasetId, body),
    onSuccess: (item) => patchDataset(queryClient, projectId, datasetId, (d) => withItem(d, item)),
  });
}

/** `PATCH /v1/datasets-v2/{id}/items/{itemId}`: replaced in the cache once saved. */
export function useUpdateDatasetItem(projectId: string, datasetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: UpdateDatasetItemBody }) =>
      updateDatasetItem(apiClient, datasetId, itemId, body),
    onSuccess: (item) => patchDataset(queryClient, projectId, datasetId, (d) => withItem(d, item)),
  });
}

/** `DELETE /v1/datasets-v2/{id}/items/{itemId}`: removed from the cache once deleted. */
export function useDeleteDatasetItem(projectId: string, datasetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteDatasetItem(apiClient, datasetId, itemId),
    onSuccess: (_answer, itemId) =>
      patchDataset(queryClient, projectId, datasetId, (dataset) => {
        const items = dataset.items.filter((item) => item.id !== itemId);
        return { ...dataset, items, itemCount: items.length };
      }),
  });
}

/** `POST /v1/datasets-v2/{id}/items/{itemId}/generate`: the stored output replaces the item. */
export function useGenerateItemOutput(projectId: string, datasetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: GenerateDatasetItemBody }) =>
      generateDatasetItemOutput(apiClient, datasetId, itemId, body, { silent: true }),
    onSuccess: (item) => patchDataset(queryClient, projectId, datasetId, (d) => withItem(d, item)),
  });
}

/** `GET /v1/datasets-v2/{id}/export`: saves the items as a JSON-lines file. */
export function useExportDatasetV2(datasetId: string) {
  return useMutation({
    mutationFn: async (fileName: string) => {
      const text = await exportDatasetV2(apiClient, datasetId, { trigger: false });
      saveFile(new Blob([text], { type: 'application/x-ndjson' }), fileName);
    },
  });
}

/** `POST /v1/datasets-v2/{id}/items/from-runs`: the dataset and the lists refresh. */
export function useAddRunsToDataset(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ datasetId, body }: { datasetId: string; body: AddRunsToDatasetBody }) =>
      addRunsToDataset(apiClient, datasetId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetsV2Key(projectId) }),
  });
}
