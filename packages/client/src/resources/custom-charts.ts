import {
  type CreateCustomChartResponse,
  type createCustomChartBodySchema,
  createCustomChartResponseSchema,
  type ListCustomChartsResponse,
  listCustomChartsResponseSchema,
  type UpdateCustomChartResponse,
  type updateCustomChartBodySchema,
  updateCustomChartResponseSchema,
} from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

const customChartsPath = '/dashboards/charts/custom';

/** `GET /v1/dashboards/charts/custom`: the selected project's custom charts. */
export function listCustomCharts(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListCustomChartsResponse> {
  return http.get(customChartsPath, { ...options, schema: listCustomChartsResponseSchema });
}

/** `POST /v1/dashboards/charts/custom`. */
export function createCustomChart(
  http: HttpClient,
  body: InputOf<typeof createCustomChartBodySchema>,
  options?: CallOptions,
): Promise<CreateCustomChartResponse> {
  return http.post(customChartsPath, body, {
    ...options,
    schema: createCustomChartResponseSchema,
  });
}

/**
 * `PATCH /v1/dashboards/charts/custom`: the chart's id with the fields that change.
 * @example await updateCustomChart(http, { id: chart.id, name: 'Cost per model' });
 */
export function updateCustomChart(
  http: HttpClient,
  body: InputOf<typeof updateCustomChartBodySchema>,
  options?: CallOptions,
): Promise<UpdateCustomChartResponse> {
  return http.patch(customChartsPath, body, {
    ...options,
    schema: updateCustomChartResponseSchema,
  });
}

/** `POST /v1/dashboards/charts/custom/delete`: removes the chart from every dashboard too. */
export async function deleteCustomChart(
  http: HttpClient,
  chartId: string,
  options?: CallOptions,
): Promise<void> {
  await http.post(`${customChartsPath}/delete`, { id: chartId }, options);
}
