import {
  type CreateExperimentResponse,
  cancelExperimentResponseSchema,
  type createExperimentBodySchema,
  createExperimentResponseSchema,
  type Experiment,
  type GetExperimentResponse,
  getExperimentResponseSchema,
  type ListExperimentsResponse,
  listExperimentsResponseSchema,
  type rerunExperimentBodySchema,
  rerunExperimentResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

// Experiments (beta): variants run over a dataset's items as a background job, then compared.

/** `GET /v1/experiments`: the selected project's experiments, newest first. */
export function listExperiments(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListExperimentsResponse> {
  return http.get('/experiments', { ...options, schema: listExperimentsResponseSchema });
}

/**
 * `POST /v1/experiments`: copies the dataset's items and queues the run of every variant over them.
 * @example await createExperiment(http, { name: 'v2 vs v3', datasetId, variants: [{ templateVersionId }] });
 */
export function createExperiment(
  http: HttpClient,
  body: InputOf<typeof createExperimentBodySchema>,
  options?: CallOptions,
): Promise<CreateExperimentResponse> {
  return http.post('/experiments', body, { ...options, schema: createExperimentResponseSchema });
}

/** `GET /v1/experiments/{id}`: the experiment with its items, every result and the per-variant totals. */
export function getExperiment(
  http: HttpClient,
  experimentId: string,
  options?: CallOptions,
): Promise<GetExperimentResponse> {
  return http.get(apiPath`/experiments/${experimentId}`, {
    ...options,
    schema: getExperimentResponseSchema,
  });
}

/** `POST /v1/experiments/{id}/rerun`: runs it again, or only the outputs that errored with `onlyFailed`. */
export function rerunExperiment(
  http: HttpClient,
  experimentId: string,
  body: InputOf<typeof rerunExperimentBodySchema> = {},
  options?: CallOptions,
): Promise<Experiment> {
  return http.post(apiPath`/experiments/${experimentId}/rerun`, body, {
    ...options,
    schema: rerunExperimentResponseSchema,
  });
}

/** `POST /v1/experiments/{id}/cancel`: stops its job at the next item; what is done is kept. */
export function cancelExperiment(
  http: HttpClient,
  experimentId: string,
  options?: CallOptions,
): Promise<Experiment> {
  return http.post(apiPath`/experiments/${experimentId}/cancel`, undefined, {
    ...options,
    schema: cancelExperimentResponseSchema,
  });
}

/** `DELETE /v1/experiments/{id}`: the experiment and its results. */
export async function deleteExperiment(
  http: HttpClient,
  experimentId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/experiments/${experimentId}`, options);
}
