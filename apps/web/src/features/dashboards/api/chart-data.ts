import { getAnalyticsChart, getCustomChartData } from '@lookout/client';
import type { CustomChart, CustomChartDataAnswer, LatencyStatistic } from '@lookout/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ChartRange, ChartSource } from '../charts/chart-source';

/** What one chart is asked: the project, the chart, the range and the whole filter string. */
export interface ChartDataRequest {
  projectId: string;
  source: ChartSource;
  range: ChartRange;
  /** The dashboard's filters already ANDed with the chart's own. */
  filters: string;
  /** What the latency chart plots: the average (default) or a percentile. */
  statistic?: LatencyStatistic | undefined;
}

/** A custom chart's question, without its name, description or colour. */
function customQuestion(chart: CustomChart) {
  const { type, metric, metricKey, aggregation, splitBy, splitKey } = chart;
  return { type, metric, metricKey, aggregation, splitBy, splitKey };
}

/** The part of a source that changes its data. */
function sourceKey(source: ChartSource, statistic: LatencyStatistic | undefined) {
  if (source.kind === 'custom') return customQuestion(source.chart);
  return statistic ? { chartId: source.chartId, statistic } : { chartId: source.chartId };
}

/** Cache key of every chart's data; the project's custom chart changes invalidate it. */
export function chartDataKey(projectId: string) {
  return ['dashboards', projectId, 'chart-data'] as const;
}

/** `GET /v1/analytics/{chartId}` or `GET /v1/analytics/custom` for one panel. */
export async function fetchChartData(
  { projectId, source, range, filters, statistic }: ChartDataRequest,
  signal?: AbortSignal,
): Promise<CustomChartDataAnswer> {
  // Silent: the panel shows the failure itself, one toast per broken chart would flood the page.
  const options = { projectId, signal, silent: true };
  if (source.kind === 'catalogue') {
    const params = { ...range, filters, ...(statistic ? { statistic } : {}) };
    return getAnalyticsChart(apiClient, source.chartId, params, options);
  }
  return getCustomChartData(
    apiClient,
    { ...range, ...customQuestion(source.chart), filters },
    options,
  );
}

/**
 * Query options of one panel's data. The key holds everything asked, and the
 * previous answer stays on screen while a new range or choice loads.
 */
export function chartDataQueryOptions(request: ChartDataRequest) {
  return queryOptions({
    queryKey: [
      ...chartDataKey(request.projectId),
      sourceKey(request.source, request.statistic),
      request.range,
      request.filters,
    ],
    queryFn: ({ signal }) => fetchChartData(request, signal),
    placeholderData: keepPreviousData,
  });
}
