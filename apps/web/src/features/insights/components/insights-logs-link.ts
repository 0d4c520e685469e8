import { serializeFilterBar } from '@lookout/filters';

/** The conversations of the logs about `topic` (and unhappy ones only, with `negative`). */
export function insightsLogsLink(topic: string, negative = false): string {
  const filters = serializeFilterBar({
    operator: 'AND',
    filters: [
      { id: 'topics', params: ['input', [topic]] },
      ...(negative ? [{ id: 'sentiment' as const, params: ['negative'] }] : []),
    ],
  });
  return `/logs?${new URLSearchParams({ type: 'thread', filters }).toString()}`;
}
