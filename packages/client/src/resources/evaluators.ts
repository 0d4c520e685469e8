import {
  type CreateEvaluatorResponse,
  type createEvaluatorBodySchema,
  createEvaluatorResponseSchema,
  type GetEvaluatorResponse,
  getEvaluatorResponseSchema,
  type ListEvaluatorsResponse,
  listEvaluatorsResponseSchema,
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
 * @example await createEvaluator(http, { name: 'Sentiment', slug: 'sentiment', type: 'sentiment' });
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

/** `PATCH /v1/evaluators/{id}`: the evaluation type and slug are fixed once created. */
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
