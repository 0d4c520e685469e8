import {
  type ListFilterEvaluatorsResponse,
  type ListFilterMetadataResponse,
  type ListFilterTemplatesResponse,
  type ListFilterValuesResponse,
  listFilterEvaluatorsResponseSchema,
  listFilterMetadataResponseSchema,
  listFilterTemplatesResponseSchema,
  listFilterValuesResponseSchema,
  type RunKind,
} from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';

/** The name lists that feed the filter bar's multi-selects, by list. */
export const filterValueLists = {
  models: '/filters/models',
  'custom-events': '/filters/custom-events',
  names: '/filters/names',
  tags: '/filters/tags',
  topics: '/filters/topics',
} as const satisfies Record<string, `/filters/${string}`>;
export type FilterValueList = keyof typeof filterValueLists;

/**
 * `GET /v1/filters/{models|custom-events|names|tags|topics}`: the distinct names
 * seen in the selected project.
 * @example const models = await listFilterValues(http, 'models'); // ['gpt-4o', …]
 */
export function listFilterValues(
  http: HttpClient,
  list: FilterValueList,
  options?: CallOptions,
): Promise<ListFilterValuesResponse> {
  return http.get(filterValueLists[list], { ...options, schema: listFilterValuesResponseSchema });
}

/** `GET /v1/filters/templates`: the project's templates, for the templates filter. */
export function listFilterTemplates(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListFilterTemplatesResponse> {
  return http.get('/filters/templates', { ...options, schema: listFilterTemplatesResponseSchema });
}

/** `GET /v1/filters/metadata?type=`: metadata keys seen, on runs of one type when given. */
export function listFilterMetadata(
  http: HttpClient,
  type?: RunKind,
  options?: CallOptions,
): Promise<ListFilterMetadataResponse> {
  return http.get('/filters/metadata', {
    ...options,
    query: { type },
    schema: listFilterMetadataResponseSchema,
  });
}

/** `GET /v1/filters/evaluators`: the project's evaluators as choices (`value` id, `label` name). */
export function listFilterEvaluators(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListFilterEvaluatorsResponse> {
  return http.get('/filters/evaluators', {
    ...options,
    schema: listFilterEvaluatorsResponseSchema,
  });
}
