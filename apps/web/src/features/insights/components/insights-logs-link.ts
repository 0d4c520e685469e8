import { type Filter, serializeFilterBar } from '@lookout/filters';

/** The `[from, to)` an insights answer counted. */
export interface InsightsRange {
  from: string;
  to: string;
}

/**
 * The conversations of the logs about `topic` in the insights' range (and unhappy ones only,
 * with `negative`): the date filters keep `[from, to)`, as the insight counted them.
 *
 * @example insightsLogsLink('Billing', { from, to }) // '/logs?type=thread&filters=topics%3D…%26date%3Dafter…'
 */
export function insightsLogsLink(topic: string, range: InsightsRange, negative = false): string {
  const unhappy: Filter[] = negative ? [{ id: 'sentiment', params: ['negative'] }] : [];
  const filters: Filter[] = [
    { id: 'topics', params: ['input', [topic]] },
    ...unhappy,
    { id: 'date', params: ['after', range.from] },
    { id: 'date', params: ['before', range.to] },
  ];
  return `/logs?${new URLSearchParams({
    type: 'thread',
    filters: serializeFilterBar({ operator: 'AND', filters }),
  }).toString()}`;
}
