import { defaultSortState, pageSize } from '@lookout/domain';
import { withApiPrefix } from './api-path.js';
import type { PagingParams, QueryParams, SortParams } from './http-client-options.js';
import { isProjectScoped } from './project-scope.js';

/** What {@link buildRequestUrl} puts after the path. */
export interface RequestUrlParts {
  query?: QueryParams | undefined;
  paging?: PagingParams | undefined;
  sort?: SortParams | undefined;
  /** Appended as `projectId` when the path is project-scoped and the query has none. */
  projectId?: string | null | undefined;
}

function appendValue(params: URLSearchParams, name: string, value: QueryParams[string]): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    for (const item of value) params.append(name, item);
    return;
  }
  params.append(name, String(value));
}

/**
 * The full URL of an API call: base URL, `/v1` prefix (not for `/auth`),
 * query parameters, `page` and `limit` of paged lists (30 unless told),
 * `sortField` and `sortDirection` of sorted lists, and `projectId` on
 * project-scoped paths.
 * @example
 * buildRequestUrl('https://lookout.example', '/runs', { paging: {}, projectId: 'p1' })
 * // 'https://lookout.example/v1/runs?page=0&limit=30&projectId=p1'
 */
export function buildRequestUrl(baseUrl: string, path: string, parts: RequestUrlParts = {}) {
  const [pathname = '', inlineQuery = ''] = path.split(/\?(.*)/s);
  const params = new URLSearchParams(inlineQuery);
  for (const [name, value] of Object.entries(parts.query ?? {})) appendValue(params, name, value);
  if (parts.paging) {
    params.set('page', String(parts.paging.page ?? 0));
    params.set('limit', String(parts.paging.limit ?? pageSize));
  }
  if (parts.sort) {
    params.set('sortField', parts.sort.sortField ?? defaultSortState.sortField);
    params.set('sortDirection', parts.sort.sortDirection ?? defaultSortState.sortDirection);
  }
  if (parts.projectId && isProjectScoped(pathname) && !params.has('projectId')) {
    params.set('projectId', parts.projectId);
  }
  const search = params.toString();
  const origin = baseUrl.replace(/\/+$/, '');
  return `${origin}${withApiPrefix(pathname)}${search ? `?${search}` : ''}`;
}
