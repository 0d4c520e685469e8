import {
  type InsightsResponse,
  type insightsQuerySchema,
  insightsResponseSchema,
} from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/**
 * `GET /v1/insights`: the selected project's topics over its conversations in `[from, to)`, with
 * growth against the previous period, the unhappy share and example conversations (beta orgs).
 * @example await getInsights(http, { from: '2026-11-01T00:00:00Z', to: '2026-11-08T00:00:00Z' });
 */
export function getInsights(
  http: HttpClient,
  params: InputOf<typeof insightsQuerySchema>,
  options?: CallOptions,
): Promise<InsightsResponse> {
  return http.get('/insights', {
    ...options,
    query: { from: params.from, to: params.to },
    schema: insightsResponseSchema,
  });
}
