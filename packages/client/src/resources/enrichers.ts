import {
  type BackfillEnricherResponse,
  type backfillEnricherBodySchema,
  backfillEnricherResponseSchema,
  type CreateEnricherResponse,
  type createEnricherBodySchema,
  createEnricherResponseSchema,
  type ListEnrichersResponse,
  listEnrichersResponseSchema,
  type UpdateEnricherResponse,
  type updateEnricherBodySchema,
  updateEnricherResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/enrichers`: the selected project's enrichers, each saying whether it runs. */
export function listEnrichers(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListEnrichersResponse> {
  return http.get('/enrichers', { ...options, schema: listEnrichersResponseSchema });
}

/**
 * `POST /v1/enrichers`: adds the enricher of a kind (409 when the project has one).
 * @example await createEnricher(http, { kind: 'topics', config: { topics: [{ name: 'Billing' }] } });
 */
export function createEnricher(
  http: HttpClient,
  body: InputOf<typeof createEnricherBodySchema>,
  options?: CallOptions,
): Promise<CreateEnricherResponse> {
  return http.post('/enrichers', body, { ...options, schema: createEnricherResponseSchema });
}

/**
 * `PATCH /v1/enrichers/{id}`: turns it on or off, or replaces its settings.
 * @example await updateEnricher(http, enricherId, { enabled: false });
 */
export function updateEnricher(
  http: HttpClient,
  enricherId: string,
  body: InputOf<typeof updateEnricherBodySchema>,
  options?: CallOptions,
): Promise<UpdateEnricherResponse> {
  return http.patch(apiPath`/enrichers/${enricherId}`, body, {
    ...options,
    schema: updateEnricherResponseSchema,
  });
}

/** `DELETE /v1/enrichers/{id}`: results already computed stay on their runs. */
export async function deleteEnricher(
  http: HttpClient,
  enricherId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/enrichers/${enricherId}`, options);
}

/**
 * `POST /v1/enrichers/{id}/backfill`: computes the enricher on existing runs in a background
 * job; follow it with `getJob`, stop it with `cancelJob`.
 * @example const { job } = await backfillEnricher(http, enricherId, { from: '2026-01-01T00:00:00Z' });
 */
export function backfillEnricher(
  http: HttpClient,
  enricherId: string,
  body: InputOf<typeof backfillEnricherBodySchema> = {},
  options?: CallOptions,
): Promise<BackfillEnricherResponse> {
  return http.post(apiPath`/enrichers/${enricherId}/backfill`, body, {
    ...options,
    schema: backfillEnricherResponseSchema,
  });
}
