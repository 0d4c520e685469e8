import {
  type CreateDashboardResponse,
  type createDashboardBodySchema,
  createDashboardResponseSchema,
  type GetDashboardResponse,
  getDashboardResponseSchema,
  type ListDashboardsResponse,
  listDashboardsResponseSchema,
  type UpdateDashboardResponse,
  type updateDashboardBodySchema,
  updateDashboardResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/dashboards`: the selected project's dashboards, the home one first. */
export function listDashboards(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListDashboardsResponse> {
  return http.get('/dashboards', { ...options, schema: listDashboardsResponseSchema });
}

/**
 * `POST /v1/dashboards`: a new dashboard, with the default name and charts unless told.
 * @example const { id } = await createDashboard(http);
 */
export function createDashboard(
  http: HttpClient,
  body: InputOf<typeof createDashboardBodySchema> = {},
  options?: CallOptions,
): Promise<CreateDashboardResponse> {
  return http.post('/dashboards', body, { ...options, schema: createDashboardResponseSchema });
}

/** `GET /v1/dashboards/{id}`. */
export function getDashboard(
  http: HttpClient,
  dashboardId: string,
  options?: CallOptions,
): Promise<GetDashboardResponse> {
  return http.get(apiPath`/dashboards/${dashboardId}`, {
    ...options,
    schema: getDashboardResponseSchema,
  });
}

/** `PATCH /v1/dashboards/{id}`: `isHome: true` makes it the project's home dashboard. */
export function updateDashboard(
  http: HttpClient,
  dashboardId: string,
  body: InputOf<typeof updateDashboardBodySchema>,
  options?: CallOptions,
): Promise<UpdateDashboardResponse> {
  return http.patch(apiPath`/dashboards/${dashboardId}`, body, {
    ...options,
    schema: updateDashboardResponseSchema,
  });
}

/** `DELETE /v1/dashboards/{id}`: the home dashboard cannot be deleted. */
export async function deleteDashboard(
  http: HttpClient,
  dashboardId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/dashboards/${dashboardId}`, options);
}
