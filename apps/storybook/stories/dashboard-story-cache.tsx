import type { CustomChartDataAnswer } from '@lookout/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { chartDataQueryOptions } from '../../web/src/features/dashboards/api/chart-data';
import type { ChartSource } from '../../web/src/features/dashboards/charts/chart-source';
import { weekRange } from '../../web/src/features/dashboards/testing/chart-fixtures';

/** The project every dashboard story belongs to. */
export const storyProjectId = '00000000-0000-4000-8000-000000000001';

/** What a story's chart answers: data, an error, or nothing yet. */
export type StoryAnswer = { data: CustomChartDataAnswer } | { error: string } | 'loading';

/**
 * A cache holding each chart's answer, so the stories draw without a server:
 * answers never go stale and a failed one is not fetched again on mount.
 */
export function storyQueryClient(charts: readonly [ChartSource, StoryAnswer][]): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, retryOnMount: false },
    },
  });
  for (const [source, answer] of charts) {
    const filters = source.kind === 'custom' ? source.chart.filters : '';
    const { queryKey } = chartDataQueryOptions({
      projectId: storyProjectId,
      source,
      range: weekRange,
      filters,
    });
    if (answer === 'loading') {
      void client.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined) });
    } else if ('error' in answer) {
      void client.prefetchQuery({
        queryKey,
        queryFn: () => Promise.reject(new Error(answer.error)),
      });
    } else {
      client.setQueryData(queryKey, answer.data);
    }
  }
  return client;
}

/** Renders `children` with a cache seeded by `storyQueryClient`. */
export function WithChartCache({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
