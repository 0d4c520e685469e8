import type { QueryClient } from '@tanstack/react-query';
import { appliedFilterString, readFilterBar } from '../../../components/filter-bar/filter-bar-url';
import { readLogsQuery } from '../logs-query-state';
import { readTimeRange } from '../time-range';
import { type RunsListSelection, runsListQueryOptions } from './list-runs';

/** The runs a /logs URL lists: what the logs page asks for when it opens with that URL. */
export function runsSelectionOfUrl(params: URLSearchParams): RunsListSelection {
  const query = readLogsQuery(params);
  return {
    type: query.type,
    filters: appliedFilterString(readFilterBar(params)),
    search: query.search,
    timeRange: readTimeRange(params),
    sortField: query.sortField,
    sortDirection: query.sortDirection,
  };
}

/**
 * Starts loading the first page of the runs a /logs URL lists, into the cache the logs page
 * reads, so the list is on its way while the app still loads the user, the org and the
 * projects. A failure (a remembered project that is gone) shows nothing.
 *
 * @example void prefetchRunsList(queryClient, projectId, new URLSearchParams('type=trace'));
 */
export function prefetchRunsList(
  queryClient: QueryClient,
  projectId: string,
  params: URLSearchParams,
): Promise<void> {
  return queryClient.prefetchInfiniteQuery(
    runsListQueryOptions(projectId, runsSelectionOfUrl(params), { silent: true }),
  );
}
