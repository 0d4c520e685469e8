import { getDashboard, listCustomCharts, listDashboards } from '@lookout/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of everything about the dashboards of `projectId`. */
export function dashboardsKey(projectId: string) {
  return ['dashboards', projectId] as const;
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

/** The cache key of the custom charts of `projectId`. */
export function customChartsKey(projectId: string) {
  return [...dashboardsKey(projectId), 'custom-charts'] as const;
}

/** `GET /v1/dashboards/charts/custom`: the project's custom charts, oldest first. */
export function useCustomCharts(projectId: string) {
  return useQuery({
    queryKey: customChartsKey(projectId),
    queryFn: () => listCustomCharts(apiClient, { silent: true }),
  });
}
