import {
  createCustomChart,
  deleteCustomChart,
  listCustomCharts,
  updateCustomChart,
} from '@lookout/client';
import type { CreateCustomChartBody, CustomChart, UpdateCustomChartBody } from '@lookout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chartDataKey } from './chart-data';

/** Cache key of everything about a project's custom charts. */
export function customChartsKey(projectId: string) {
  return ['dashboards', projectId, 'custom-charts'] as const;
}

/** Query options of a project's custom charts (`GET /v1/dashboards/charts/custom`). */
export function customChartsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...customChartsKey(projectId), 'list'],
    queryFn: ({ signal }) => listCustomCharts(apiClient, { projectId, signal }),
  });
}

/** The project's custom charts, oldest first. */
export function useCustomCharts(projectId: string) {
  return useQuery(customChartsQueryOptions(projectId));
}

/** After a change: the list, and the data of charts whose question may have changed. */
function useRefreshCustomCharts(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customChartsKey(projectId) }),
      queryClient.invalidateQueries({ queryKey: chartDataKey(projectId) }),
    ]);
}

/** Saves a new custom chart (`POST /v1/dashboards/charts/custom`). */
export function useCreateCustomChart(projectId: string) {
  const refresh = useRefreshCustomCharts(projectId);
  return useMutation({
    mutationFn: (body: CreateCustomChartBody) =>
      createCustomChart(apiClient, body, { projectId, silent: true }),
    onSuccess: refresh,
  });
}

/** Saves the changed fields of a custom chart (`PATCH /v1/dashboards/charts/custom`). */
export function useUpdateCustomChart(projectId: string) {
  const refresh = useRefreshCustomCharts(projectId);
  return useMutation({
    mutationFn: (body: UpdateCustomChartBody) =>
      updateCustomChart(apiClient, body, { projectId, silent: true }),
    onSuccess: refresh,
  });
}

/**
 * Deletes a custom chart. The server also takes it off every dashboard, so
 * everything cached about dashboards is refreshed, not only the list.
 */
export function useDeleteCustomChart(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chartId: CustomChart['id']) =>
      deleteCustomChart(apiClient, chartId, { projectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboards'] }),
  });
}
