import {
  type attachDatasetPromptBodySchema,
  type createDatasetBodySchema,
  type createDatasetPromptBodySchema,
  type createDatasetVariationBodySchema,
  type GetDatasetPromptResponse,
  type GetDatasetResponse,
  type GetDatasetVariationResponse,
  getDatasetPromptResponseSchema,
  getDatasetResponseSchema,
  getDatasetVariationResponseSchema,
  type ListDatasetsResponse,
  listDatasetsResponseSchema,
  type updateDatasetBodySchema,
  type updateDatasetPromptBodySchema,
  type updateDatasetVariationBodySchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

// Datasets v1 (orgs without the datasetV2Enabled flag): prompts with variations.

/** `GET /v1/datasets`: the selected project's datasets with their prompts. */
export function listDatasets(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListDatasetsResponse> {
  return http.get('/datasets', { ...options, schema: listDatasetsResponseSchema });
}

/** `POST /v1/datasets`: a new dataset with one empty prompt. */
export function createDataset(
  http: HttpClient,
  body: InputOf<typeof createDatasetBodySchema>,
  options?: CallOptions,
): Promise<GetDatasetResponse> {
  return http.post('/datasets', body, { ...options, schema: getDatasetResponseSchema });
}

/** `GET /v1/datasets/{id}`. */
export function getDataset(
  http: HttpClient,
  datasetId: string,
  options?: CallOptions,
): Promise<GetDatasetResponse> {
  return http.get(apiPath`/datasets/${datasetId}`, {
    ...options,
    schema: getDatasetResponseSchema,
  });
}

/** `PATCH /v1/datasets/{id}`: renames the slug. */
export function updateDataset(
  http: HttpClient,
  datasetId: string,
  body: InputOf<typeof updateDatasetBodySchema>,
  options?: CallOptions,
): Promise<GetDatasetResponse> {
  return http.patch(apiPath`/datasets/${datasetId}`, body, {
    ...options,
    schema: getDatasetResponseSchema,
  });
}

/** `DELETE /v1/datasets/{id}`. */
export async function deleteDataset(
  http: HttpClient,
  datasetId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/datasets/${datasetId}`, options);
}

/** `POST /v1/datasets/prompts`: adds a prompt (with one empty variation). */
export function createDatasetPrompt(
  http: HttpClient,
  body: InputOf<typeof createDatasetPromptBodySchema>,
  options?: CallOptions,
): Promise<GetDatasetPromptResponse> {
  return http.post('/datasets/prompts', body, {
    ...options,
    schema: getDatasetPromptResponseSchema,
  });
}

/**
 * `POST /v1/datasets/prompts/attach`: adds a logged run's input as a prompt.
 * @example await attachRunToDataset(http, { datasetId, runId: run.id });
 */
export function attachRunToDataset(
  http: HttpClient,
  body: InputOf<typeof attachDatasetPromptBodySchema>,
  options?: CallOptions,
): Promise<GetDatasetPromptResponse> {
  return http.post('/datasets/prompts/attach', body, {
    ...options,
    schema: getDatasetPromptResponseSchema,
  });
}

/** `GET /v1/datasets/prompts/{id}`. */
export function getDatasetPrompt(
  http: HttpClient,
  promptId: string,
  options?: CallOptions,
): Promise<GetDatasetPromptResponse> {
  return http.get(apiPath`/datasets/prompts/${promptId}`, {
    ...options,
    schema: getDatasetPromptResponseSchema,
  });
}

/** `PATCH /v1/datasets/prompts/{id}`: replaces the prompt's messages. */
export function updateDatasetPrompt(
  http: HttpClient,
  promptId: string,
  body: InputOf<typeof updateDatasetPromptBodySchema>,
  options?: CallOptions,
): Promise<GetDatasetPromptResponse> {
  return http.patch(apiPath`/datasets/prompts/${promptId}`, body, {
    ...options,
    schema: getDatasetPromptResponseSchema,
  });
}

/** `DELETE /v1/datasets/prompts/{id}`. */
export async function deleteDatasetPrompt(
  http: HttpClient,
  promptId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/datasets/prompts/${promptId}`, options);
}

/** `POST /v1/datasets/variations`: adds a set of variable values to a prompt. */
export function createDatasetVariation(
  http: HttpClient,
  body: InputOf<typeof createDatasetVariationBodySchema>,
  options?: CallOptions,
): Promise<GetDatasetVariationResponse> {
  return http.post('/datasets/variations', body, {
    ...options,
    schema: getDatasetVariationResponseSchema,
  });
}

/** `GET /v1/datasets/variations/{id}`. */
export function getDatasetVariation(
  http: HttpClient,
  variationId: string,
  options?: CallOptions,
): Promise<GetDatasetVariationResponse> {
  return http.get(apiPath`/datasets/variations/${variationId}`, {
    ...options,
    schema: getDatasetVariationResponseSchema,
  });
}

/** `PATCH /v1/datasets/variations/{id}`. */
export function updateDatasetVariation(
  http: HttpClient,
  variationId: string,
  body: InputOf<typeof updateDatasetVariationBodySchema>,
  options?: CallOptions,
): Promise<GetDatasetVariationResponse> {
  return http.patch(apiPath`/datasets/variations/${variationId}`, body, {
    ...options,
    schema: getDatasetVariationResponseSchema,
  });
}

/** `DELETE /v1/datasets/variations/{id}`. */
export async function deleteDatasetVariation(
  http: HttpClient,
  variationId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/datasets/variations/${variationId}`, options);
}
