import { countRuns, listRuns } from '@lookout/client';
import {
  type ListRunsResponse,
  pageSize,
  type RunListType,
  type RunSortField,
  type SortDirection,
} from '@lookout/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';

/** Which runs a list shows, in which order. */
export interface RunsListSelection {
  type: RunListType;
  /** The applied filter string. */
  filters: string;
  search: string;
  sortField: RunSortField;
  sortDirection: SortDirection;
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

/** The runs of a selection, 30 at a time; refetched every 5 s while `live`. */
export function useRunsList(selection: RunsListSelection, live = false) {
  const projectId = useProjectStore((state) => state.projectId);
  return useInfiniteQuery({
    queryKey: ['runs', 'list', projectId, selection],
    queryFn: ({ pageParam, signal }) =>
      listRuns(
        apiClient,
        {
          type: selection.type,
          filters: selection.filters || undefined,
          search: selection.search || undefined,
          sortField: selection.sortField,
          sortDirection: selection.sortDirection,
          page: pageParam,
          limit: pageSize,
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: nextRunsPage,
    refetchInterval: live ? liveRefreshMs : false,
  });
}

/** How many runs the selection holds. */
export function useRunsCount(
  selection: Pick<RunsListSelection, 'type' | 'filters' | 'search'>,
  { live = false, enabled = true }: { live?: boolean; enabled?: boolean } = {},
) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['runs', 'count', projectId, selection.type, selection.filters, selection.search],
    queryFn: ({ signal }) =>
      countRuns(
        apiClient,
        {
          type: selection.type,
          filters: selection.filters || undefined,
          search: selection.search || undefined,
        },
        { signal },
      ),
    refetchInterval: live ? liveRefreshMs : false,
    enabled,
  });
}
