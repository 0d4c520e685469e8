import {
  type externalUserSortFields,
  type GetExternalUserResponse,
  getExternalUserResponseSchema,
  type ListExternalUsersResponse,
  listExternalUsersResponseSchema,
  type SortDirection,
  type UpdateExternalUserResponse,
  type updateExternalUserBodySchema,
  updateExternalUserResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

// External users are the end users of the customer's app, as its SDK names them.

/** One page of the users list, its search and its order. */
export interface ExternalUserListParams {
  /** Counts from 0. */
  page?: number | undefined;
  /** 30 unless told. */
  limit?: number | undefined;
  /** Matched against the user's id and props; trimmed, and left out when empty. */
  search?: string | undefined;
  sortField?: (typeof externalUserSortFields)[number] | undefined;
  sortDirection?: SortDirection | undefined;
}

/** `GET /v1/users`: one page of the selected project's end users. */
export function listExternalUsers(
  http: HttpClient,
  params: ExternalUserListParams = {},
  options?: CallOptions,
): Promise<ListExternalUsersResponse> {
  const sorted = params.sortField !== undefined || params.sortDirection !== undefined;
  return http.get('/users', {
    ...options,
    query: { search: params.search?.trim() },
    paging: { page: params.page, limit: params.limit },
    sort: sorted ? { sortField: params.sortField, sortDirection: params.sortDirection } : undefined,
    schema: listExternalUsersResponseSchema,
  });
}

/** `GET /v1/users/{id}`. */
export function getExternalUser(
  http: HttpClient,
  userId: string,
  options?: CallOptions,
): Promise<GetExternalUserResponse> {
  return http.get(apiPath`/users/${userId}`, { ...options, schema: getExternalUserResponseSchema });
}

/** `PATCH /v1/users/{id}`: replaces the user's props. */
export function updateExternalUser(
  http: HttpClient,
  userId: string,
  body: InputOf<typeof updateExternalUserBodySchema>,
  options?: CallOptions,
): Promise<UpdateExternalUserResponse> {
  return http.patch(apiPath`/users/${userId}`, body, {
    ...options,
    schema: updateExternalUserResponseSchema,
  });
}

/** `DELETE /v1/users/{id}`: deletes the user and all their runs. */
export async function deleteExternalUser(
  http: HttpClient,
  userId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/users/${userId}`, options);
}
