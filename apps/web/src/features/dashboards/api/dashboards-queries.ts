import { getDashboard, listDashboards } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The cache key of the dashboards of `projectId` (the list and each one). It sits beside the
 * chart data and custom charts (`['dashboards', projectId, …]`), so a rename or a layout save
 * neither cancels nor refetches the charts.
 */
export function dashboardsKey(projectId: string) {
  return ['dashboards', projectId, 'dashboards'] as const;
}

/** The cache key of the dashboard list of `projectId`. */
export function dashboardListKey(projectId: string) {
  return [...dashboardsKey(projectId), 'list'] as const;
}

/** The cache key of one dashboard. */
export function dashboardKey(projectId: string, dashboardId: string) {
  return [...dashboardsKey(projectId), 'one', dashboardId] as const;
}

/** `GET /v1/dashboards`: the project's dashboards, the home one first. */
export function dashboardListQuery(projectId: string) {
  return queryOptions({
    queryKey: dashboardListKey(projectId),
    queryFn: () => listDashboards(apiClient, { silent: true }),
  });
}

/** The dashboards of the selected project. */
export function useDashboards(projectId: string) {
  return useQuery(dashboardListQuery(projectId));
}

/** `GET /v1/dashboards/{id}`: one dashboard with its layout. */
export function useDashboard(projectId: string, dashboardId: string) {
  return useQuery({
    queryKey: dashboardKey(projectId, dashboardId),
    queryFn: () => getDashboard(apiClient, dashboardId, { silent: true }),
  });
}
