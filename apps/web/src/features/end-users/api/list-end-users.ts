import { deleteExternalUser, getExternalUser, listExternalUsers, listRuns } from '@lookout/client';
import {
  type externalUserSortFields,
  type ListExternalUsersResponse,
  pageSize,
  type SortDirection,
} from '@lookout/domain';
import { serializeFilterBar } from '@lookout/filters';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';

export type EndUserSortField = (typeof externalUserSortFields)[number];

/** The page after a full one; none after a short one (SPEC §9). */
export function nextUsersPage(lastPage: ListExternalUsersResponse): number | undefined {
  return lastPage.data.length >= lastPage.limit ? lastPage.page + 1 : undefined;
}

/** The project's end users, 30 at a time. */
export function useEndUsers(params: {
  search: string;
  sortField: EndUserSortField;
  sortDirection: SortDirection;
}) {
  const projectId = useProjectStore((state) => state.projectId);
  return useInfiniteQuery({
    queryKey: ['end-users', 'list', projectId, params],
    queryFn: ({ pageParam, signal }) =>
      listExternalUsers(
        apiClient,
        { ...params, search: params.search || undefined, page: pageParam, limit: pageSize },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: nextUsersPage,
  });
}

/** One end user. */
export function useEndUser(userId: string) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['end-users', 'one', projectId, userId],
    queryFn: () => getExternalUser(apiClient, userId, { silent: true }),
  });
}

/** The filter string of the runs of one end user. */
export function userRunsFilter(externalId: string): string {
  return serializeFilterBar({
    operator: 'AND',
    filters: [{ id: 'users', params: [[externalId]] }],
  });
}

/** The LLM calls of one end user, newest first, 30 at a time. */
export function useEndUserRuns(externalId: string | undefined) {
  const projectId = useProjectStore((state) => state.projectId);
  return useInfiniteQuery({
    queryKey: ['runs', 'list', projectId, 'end-user', externalId],
    queryFn: ({ pageParam, signal }) =>
      listRuns(
        apiClient,
        {
          type: 'llm',
          filters: userRunsFilter(externalId ?? ''),
          page: pageParam,
          limit: pageSize,
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage) =>
      lastPage.data.length >= lastPage.limit ? lastPage.page + 1 : undefined,
    enabled: externalId !== undefined,
  });
}

/** Deletes an end user and all their runs. */
export function useDeleteEndUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteExternalUser(apiClient, userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['end-users'] });
      void queryClient.invalidateQueries({ queryKey: ['runs'] });
    },
  });
}
