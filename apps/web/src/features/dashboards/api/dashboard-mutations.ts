import { createDashboard, deleteDashboard, updateDashboard } from '@lookout/client';
import type { Dashboard, UpdateDashboardBody } from '@lookout/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dashboardKey, dashboardListKey, dashboardsKey } from './dashboards-queries';

/** A dashboard with a change applied, as the server will answer it. */
function patched(dashboard: Dashboard, id: string, body: UpdateDashboardBody): Dashboard {
  if (dashboard.id !== id) return body.isHome ? { ...dashboard, isHome: false } : dashboard;
  const { isHome, ...fields } = body;
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  return { ...dashboard, ...defined, ...(isHome ? { isHome: true } : {}) };
}

/** What the cache held before an optimistic change, to put back if the server refuses it. */
interface Snapshot {
  list: Dashboard[] | undefined;
  one: Dashboard | undefined;
}

async function applyOptimistically(
  queryClient: QueryClient,
  projectId: string,
  id: string,
  change: (
    list: Dashboard[] | undefined,
    one: Dashboard | undefined,
  ) => {
    list: Dashboard[] | undefined;
    one: Dashboard | undefined;
  },
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: dashboardsKey(projectId) });
  const snapshot: Snapshot = {
    list: queryClient.getQueryData<Dashboard[]>(dashboardListKey(projectId)),
    one: queryClient.getQueryData<Dashboard>(dashboardKey(projectId, id)),
  };
  const next = change(snapshot.list, snapshot.one);
  if (next.list) queryClient.setQueryData(dashboardListKey(projectId), next.list);
  if (next.one) queryClient.setQueryData(dashboardKey(projectId, id), next.one);
  return snapshot;
}

function restore(queryClient: QueryClient, projectId: string, id: string, snapshot?: Snapshot) {
  if (!snapshot) return;
  queryClient.setQueryData(dashboardListKey(projectId), snapshot.list);
  queryClient.setQueryData(dashboardKey(projectId, id), snapshot.one);
}

/**
 * `PATCH /v1/dashboards/{id}`: renames, saves the layout or makes it home. The change shows at
 * once and is undone if the server refuses it; then the list refreshes (SPEC §4).
 */
export function useUpdateDashboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDashboardBody & { id: string }) =>
      updateDashboard(apiClient, id, body),
    onMutate: ({ id, ...body }) =>
      applyOptimistically(queryClient, projectId, id, (list, one) => ({
        list: list?.map((dashboard) => patched(dashboard, id, body)),
        one: one && patched(one, id, body),
      })),
    onError: (_error, { id }, snapshot) => restore(queryClient, projectId, id, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardsKey(projectId) }),
  });
}

/** `DELETE /v1/dashboards/{id}`: gone from the list at once, back if the server refuses. */
export function useDeleteDashboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDashboard(apiClient, id),
    onMutate: (id) =>
      applyOptimistically(queryClient, projectId, id, (list, one) => ({
        list: list?.filter((dashboard) => dashboard.id !== id),
        one,
      })),
    onError: (_error, id, snapshot) => restore(queryClient, projectId, id, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardListKey(projectId) }),
  });
}

/** `POST /v1/dashboards`: a new dashboard with the default charts; the list refreshes. */
export function useCreateDashboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createDashboard(apiClient),
    onSuccess: (dashboard) => {
      queryClient.setQueryData(dashboardKey(projectId, dashboard.id), dashboard);
      return queryClient.invalidateQueries({ queryKey: dashboardListKey(projectId) });
    },
  });
}
