import { runTotals } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';
import { liveRefreshMs, type RunsListSelection, timeRangeQuery } from './list-runs';

/** What the runs of the selection add up to (count, cost, tokens, error rate, p50/p95). */
export function useRunTotals(
  selection: Pick<RunsListSelection, 'type' | 'filters' | 'search' | 'timeRange'>,
  { live = false, enabled = true }: { live?: boolean; enabled?: boolean } = {},
) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: [
      'runs',
      'totals',
      projectId,
      selection.type,
      selection.filters,
      selection.search,
      selection.timeRange,
    ],
    queryFn: ({ signal }) =>
      runTotals(
        apiClient,
        {
          type: selection.type,
          filters: selection.filters || undefined,
          search: selection.search || undefined,
          ...timeRangeQuery(selection.timeRange),
        },
        { signal },
      ),
    refetchInterval: live ? liveRefreshMs : false,
    enabled,
  });
}
