import { countRuns, listRuns } from '@lookout/client';
import {
  type ListRunsResponse,
  pageSize,
  type RunListType,
  type RunSortField,
  type SortDirection,
} from '@lookout/domain';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';
import { browserTimeZone, resolveTimeRange, type TimeRange } from '../time-range';
import { mergeLiveFirstPage, type RunsPages, uniqueRunPages } from './merge-live-first-page';

/** Which runs a list shows, in which order. */
export interface RunsListSelection {
  type: RunListType;
  /** The applied filter string. */
  filters: string;
  search: string;
  /** The start times kept (all time when null); a preset is resolved at each fetch. */
  timeRange: TimeRange | null;
  sortField: RunSortField;
  sortDirection: SortDirection;
}

/**
 * The API's `from` and `to` of a range, now: a preset such as "Last hour" ends at the moment
 * of the request, so a refetch or the live refresh moves it with the clock.
 */
export function timeRangeQuery(range: TimeRange | null) {
  return resolveTimeRange(range, new Date(), browserTimeZone());
}

/** Refetch interval of live mode, in ms. */
export const liveRefreshMs = 5000;

/**
 * The page after `lastPage`, or undefined when it was not full: another page is asked for only
 * after a full one came back (SPEC §9).
 */
export function nextRunsPage(lastPage: ListRunsResponse): number | undefined {
  return lastPage.data.length >= lastPage.limit ? lastPage.page + 1 : undefined;
}

/** One page of a selection's runs; `silent` keeps a failure from showing a notification. */
function fetchRunsPage(
  selection: RunsListSelection,
  page: number,
  signal: AbortSignal,
  silent = false,
) {
  return listRuns(
    apiClient,
    {
      type: selection.type,
      filters: selection.filters || undefined,
      search: selection.search || undefined,
      ...timeRangeQuery(selection.timeRange),
      sortField: selection.sortField,
      sortDirection: selection.sortDirection,
      page,
      limit: pageSize,
    },
    { signal, silent },
  );
}

/**
 * The query of a selection's runs in a project, 30 at a time: shared by the list and by the
 * prefetch that starts it while the app is still loading (`silent`: a failure there shows
 * nothing; the list asks again and reports it).
 */
export function runsListQueryOptions(
  projectId: string | null,
  selection: RunsListSelection,
  { silent = false }: { silent?: boolean } = {},
) {
  return infiniteQueryOptions({
    queryKey: ['runs', 'list', projectId, selection] as const,
    queryFn: ({ pageParam, signal }) => fetchRunsPage(selection, pageParam, signal, silent),
    initialPageParam: 0,
    getNextPageParam: nextRunsPage,
  });
}

/**
 * The runs of a selection, 30 at a time. While `live`, only the first page (the newest rows) is
 * fetched every 5 s and merged into the loaded pages: refetching the whole infinite query would
 * ask for every loaded page each tick (10,000 rows = 334 requests).
 */
export function useRunsList(selection: RunsListSelection, live = false) {
  const projectId = useProjectStore((state) => state.projectId);
  const queryClient = useQueryClient();
  const options = runsListQueryOptions(projectId, selection);
  const queryKey = options.queryKey;
  const list = useInfiniteQuery({ ...options, select: uniqueRunPages });

  const head = useQuery({
    queryKey: ['runs', 'live-first-page', projectId, selection],
    queryFn: ({ signal }) => fetchRunsPage(selection, 0, signal),
    enabled: live,
    refetchInterval: live ? liveRefreshMs : false,
    // Each answer is merged once into the list; it is not kept for later screens.
    gcTime: 0,
  });
  // The key of the render that saw the fresh page; a ref, so a new `selection` object alone
  // does not merge again.
  const listKey = useRef(queryKey);
  listKey.current = queryKey;
  // Merged only when newer than the list's own data: an answer kept from an earlier live spell
  // never overwrites rows fetched since; the merge itself then makes the list newer.
  const fresh = live && head.dataUpdatedAt > list.dataUpdatedAt ? head.data : undefined;
  useEffect(() => {
    if (!fresh) return;
    queryClient.setQueryData<RunsPages>(listKey.current, (loaded) =>
      loaded ? mergeLiveFirstPage(loaded, fresh) : loaded,
    );
  }, [fresh, queryClient]);

  return list;
}

/** How many runs the selection holds. */
export function useRunsCount(
  selection: Pick<RunsListSelection, 'type' | 'filters' | 'search' | 'timeRange'>,
  { live = false, enabled = true }: { live?: boolean; enabled?: boolean } = {},
) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: [
      'runs',
      'count',
      projectId,
      selection.type,
      selection.filters,
      selection.search,
      selection.timeRange,
    ],
    queryFn: ({ signal }) =>
      countRuns(
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
