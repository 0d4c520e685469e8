import {
  type CreateViewResponse,
  type createViewBodySchema,
  createViewResponseSchema,
  type GetViewResponse,
  getViewResponseSchema,
  type ListViewsResponse,
  listViewsResponseSchema,
  type UpdateViewResponse,
  type updateViewBodySchema,
  updateViewResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/views`: the selected project's saved views, by name. */
export function listViews(http: HttpClient, options?: CallOptions): Promise<ListViewsResponse> {
  return http.get('/views', { ...options, schema: listViewsResponseSchema });
}

/**
 * `POST /v1/views`: saves the current logs list as a view.
 * @example await createView(http, { name: 'Errors', icon: 'IconBug', data: 'status=error', type: 'llm' });
 */
export function createView(
  http: HttpClient,
  body: InputOf<typeof createViewBodySchema>,
  options?: CallOptions,
): Promise<CreateViewResponse> {
  return http.post('/views', body, { ...options, schema: createViewResponseSchema });
}

/** `GET /v1/views/{id}`. */
export function getView(
  http: HttpClient,
  viewId: string,
  options?: CallOptions,
): Promise<GetViewResponse> {
  return http.get(apiPath`/views/${viewId}`, { ...options, schema: getViewResponseSchema });
}

/** `PATCH /v1/views/{id}`: rename, change the icon, or save new filters. */
export function updateView(
  http: HttpClient,
  viewId: string,
  body: InputOf<typeof updateViewBodySchema>,
  options?: CallOptions,
): Promise<UpdateViewResponse> {
  return http.patch(apiPath`/views/${viewId}`, body, {
    ...options,
    schema: updateViewResponseSchema,
  });
}

/** `DELETE /v1/views/{id}`. */
export async function deleteView(
  http: HttpClient,
  viewId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/views/${viewId}`, options);
}
