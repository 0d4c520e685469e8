import {
  type CreateEvaluatorResponse,
  type createEvaluatorBodySchema,
  createEvaluatorResponseSchema,
  type GetEvaluatorResponse,
  getEvaluatorResponseSchema,
  type ListEvaluatorsResponse,
  listEvaluatorsResponseSchema,
  type RunEvaluatorResponse,
  type runEvaluatorBodySchema,
  runEvaluatorResponseSchema,
  type UpdateEvaluatorResponse,
  type updateEvaluatorBodySchema,
  updateEvaluatorResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/evaluators`: the selected project's evaluators. */
export function listEvaluators(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListEvaluatorsResponse> {
  return http.get('/evaluators', { ...options, schema: listEvaluatorsResponseSchema });
}

/**
 * `POST /v1/evaluators`.
 * @example await createEvaluator(http, { name: 'Positive', type: 'sentiment', params: ['positive'] });
 */
export function createEvaluator(
  http: HttpClient,
  body: InputOf<typeof createEvaluatorBodySchema>,
  options?: CallOptions,
): Promise<CreateEvaluatorResponse> {
  return http.post('/evaluators', body, { ...options, schema: createEvaluatorResponseSchema });
}

/** `GET /v1/evaluators/{id}`. */
export function getEvaluator(
  http: HttpClient,
  evaluatorId: string,
  options?: CallOptions,
): Promise<GetEvaluatorResponse> {
  return http.get(apiPath`/evaluators/${evaluatorId}`, {
    ...options,
    schema: getEvaluatorResponseSchema,
  });
}

/** `PATCH /v1/evaluators/{id}`: the evaluation type is fixed once created. */
export function updateEvaluator(
  http: HttpClient,
  evaluatorId: string,
  body: InputOf<typeof updateEvaluatorBodySchema>,
  options?: CallOptions,
): Promise<UpdateEvaluatorResponse> {
  return http.patch(apiPath`/evaluators/${evaluatorId}`, body, {
    ...options,
    schema: updateEvaluatorResponseSchema,
  });
}

/** `DELETE /v1/evaluators/{id}`. */
export async function deleteEvaluator(
  http: HttpClient,
  evaluatorId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/evaluators/${evaluatorId}`, options);
}

/**
 * `POST /v1/evaluators/{id}/run`: grades the existing runs matching `filters` in background
 * jobs (answered with the runs queued and the jobs); follow them with `getJob`, stop them with
 * `cancelJob`.
 * @example const { queued, jobs } = await runEvaluator(http, evaluatorId, { filters: 'type=llm' });
 */
export function runEvaluator(
  http: HttpClient,
  evaluatorId: string,
  body: InputOf<typeof runEvaluatorBodySchema>,
  options?: CallOptions,
): Promise<RunEvaluatorResponse> {
  return http.post(apiPath`/evaluators/${evaluatorId}/run`, body, {
    ...options,
    schema: runEvaluatorResponseSchema,
  });
}
