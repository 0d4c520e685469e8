import { getDatasetV2, listDatasetsV2 } from '@lookout/client';
import type { DatasetSortOrder } from '@lookout/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of every dataset (v2) query of `projectId`. */
export function datasetsV2Key(projectId: string) {
  return ['datasets-v2', projectId] as const;
}

/** The cache key of the lists (any search and sort). */
export function datasetV2ListsKey(projectId: string) {
  return [...datasetsV2Key(projectId), 'list'] as const;
}

export function datasetV2Key(projectId: string, datasetId: string) {
  return [...datasetsV2Key(projectId), 'one', datasetId] as const;
}

/** `GET /v1/datasets-v2?search&sort`: the project's datasets (the search is trimmed by the client). */
export function useDatasetV2List(
  projectId: string,
  params: { search: string; sort: DatasetSortOrder },
) {
  return useQuery({
    queryKey: [...datasetV2ListsKey(projectId), params.search.trim(), params.sort],
    queryFn: () => listDatasetsV2(apiClient, params, { silent: true }),
    placeholderData: (previous) => previous,
  });
}

/** `GET /v1/datasets-v2/{id}`: one dataset with its items; never fetched for the create state `new`. */
export function useDatasetV2(projectId: string, datasetId: string) {
  return useQuery({
    queryKey: datasetV2Key(projectId, datasetId),
    queryFn: () => getDatasetV2(apiClient, datasetId, { silent: true }),
    enabled: datasetId !== 'new',
  });
}
