import {
  type AnalyticsChartAnswer,
  analyticsChartAnswerSchema,
  type analyticsChartQuerySchema,
  type CatalogueChartId,
  type CustomChartDataAnswer,
  customChartDataAnswerSchema,
  type customChartDataQuerySchema,
  isCatalogueChartId,
} from '@lookout/domain';
import { type FilterBar, serializeFilterBar } from '@lookout/filters';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions, QueryParams } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

type WithFilterBar<T> = Omit<T, 'filters'> & {
  /** A filter string of the logs codec, or a bar to serialise. */
  filters?: string | FilterBar | undefined;
};

/** The range, buckets, time zone and filters of a built-in chart. */
export type AnalyticsChartParams = WithFilterBar<InputOf<typeof analyticsChartQuerySchema>>;

/** The builder's choices and the range of a custom chart. */
export type CustomChartDataParams = WithFilterBar<InputOf<typeof customChartDataQuerySchema>>;

function toQuery(params: { filters?: string | FilterBar | undefined }): QueryParams {
  const { filters, ...rest } = params;
  return {
    ...(rest as QueryParams),
    filters: typeof filters === 'object' ? serializeFilterBar(filters) : filters,
  };
}

/**
 * `GET /v1/analytics/{chartId}`: one built-in chart of the selected project.
 * @example
 * const { data } = await getAnalyticsChart(http, 'costs', {
 *   startDate: '2026-05-01T00:00:00.000Z',
 *   endDate: '2026-05-31T23:59:59.999Z',
 *   timeZone: 'Europe/Paris',
 * });
 */
export function getAnalyticsChart(
  http: HttpClient,
  chartId: CatalogueChartId,
  params: AnalyticsChartParams,
  options?: CallOptions,
): Promise<AnalyticsChartAnswer> {
  // Catalogue ids hold '/' (`users/new`), which must stay a path separator: only catalogue ids pass.
  if (!isCatalogueChartId(chartId)) throw new Error(`Unknown chart id "${chartId}"`);
  return http.get(`/analytics/${chartId}`, {
    ...options,
    query: toQuery(params),
    schema: analyticsChartAnswerSchema,
  });
}

/**
 * `GET /v1/analytics/custom`: a custom chart's data, saved or still in the builder.
 * @example
 * const answer = await getCustomChartData(http, {
 *   ...range, type: 'Bar', metric: 'cost', aggregation: 'sum', splitBy: 'model',
 * });
 */
export function getCustomChartData(
  http: HttpClient,
  params: CustomChartDataParams,
  options?: CallOptions,
): Promise<CustomChartDataAnswer> {
  return http.get('/analytics/custom', {
    ...options,
    query: toQuery(params),
    schema: customChartDataAnswerSchema,
  });
}
