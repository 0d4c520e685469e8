import {
  attachRunToDataset,
  createDataset,
  createDatasetPrompt,
  createDatasetVariation,
  deleteDataset,
  deleteDatasetPrompt,
  deleteDatasetVariation,
  getDataset,
  listDatasets,
  updateDataset,
  updateDatasetPrompt,
  updateDatasetVariation,
} from '@lookout/client';
import type {
  CreateDatasetVariationBody,
  DatasetFormat,
  UpdateDatasetPromptBody,
  UpdateDatasetVariationBody,
} from '@lookout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Datasets v1 (orgs without datasetV2Enabled): prompts with variations. Every change refreshes
// the dataset and the list, which are small.

export function datasetsV1Key(projectId: string) {
  return ['datasets-v1', projectId] as const;
}

/** `GET /v1/datasets`. */
export function useDatasetV1List(projectId: string) {
  return useQuery({
    queryKey: [...datasetsV1Key(projectId), 'list'],
    queryFn: () => listDatasets(apiClient, { silent: true }),
  });
}

/** `GET /v1/datasets/{id}`. */
export function useDatasetV1(projectId: string, datasetId: string) {
  return useQuery({
    queryKey: [...datasetsV1Key(projectId), 'one', datasetId],
    queryFn: () => getDataset(apiClient, datasetId, { silent: true }),
  });
}

/** Every v1 change: the call, then the project's datasets refresh. */
export function useDatasetV1Change<Input, Output>(
  projectId: string,
  call: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetsV1Key(projectId) }),
  });
}

/** The v1 calls the pages make, each with its input. */
export const datasetV1Calls = {
  create: (body: { slug: string; format: DatasetFormat }) => createDataset(apiClient, body),
  rename: ({ id, slug }: { id: string; slug: string }) => updateDataset(apiClient, id, { slug }),
  remove: (id: string) => deleteDataset(apiClient, id),
  addPrompt: (body: { datasetId: string; messages: UpdateDatasetPromptBody['messages'] }) =>
    createDatasetPrompt(apiClient, body),
  attachRun: (body: { datasetId: string; runId: string }) => attachRunToDataset(apiClient, body),
  updatePrompt: ({ id, body }: { id: string; body: UpdateDatasetPromptBody }) =>
    updateDatasetPrompt(apiClient, id, body),
  removePrompt: (id: string) => deleteDatasetPrompt(apiClient, id),
  addVariation: (body: CreateDatasetVariationBody) => createDatasetVariation(apiClient, body),
  updateVariation: ({ id, body }: { id: string; body: UpdateDatasetVariationBody }) =>
    updateDatasetVariation(apiClient, id, body),
  removeVariation: (id: string) => deleteDatasetVariation(apiClient, id),
};
