import { z } from 'zod';
import { externalUserSchema } from '../entities/external-user.js';
import { jsonObjectSchema } from '../entities/json-value.js';
import { sortDirectionSchema } from '../entities/sort-state.js';
import { pagedResponse, pageQuerySchema } from './paging.js';
import { projectScopeQuerySchema } from './scope.js';
import { searchQuerySchema } from './search-query.js';

/** Columns the users list can be sorted by. */
export const externalUserSortFields = ['createdAt', 'lastSeen', 'cost', 'runCount'] as const;
export const externalUserSortFieldSchema = z.enum(externalUserSortFields, {
  error: `Sort field must be one of ${externalUserSortFields.join(', ')}`,
});

/** `GET /v1/users?projectId=`: the app's end users, searched by id or props. */
export const listExternalUsersQuerySchema = projectScopeQuerySchema.extend({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  sortField: externalUserSortFieldSchema.default('createdAt'),
  sortDirection: sortDirectionSchema.default('desc'),
});
export type ListExternalUsersQuery = z.infer<typeof listExternalUsersQuerySchema>;
export const listExternalUsersResponseSchema = pagedResponse(externalUserSchema);
export type ListExternalUsersResponse = z.infer<typeof listExternalUsersResponseSchema>;

/** `GET /v1/users/{id}`. */
export const getExternalUserResponseSchema = externalUserSchema;
export type GetExternalUserResponse = z.infer<typeof getExternalUserResponseSchema>;

/** `PATCH /v1/users/{id}`: replaces the user's props. */
export const updateExternalUserBodySchema = z.object({
  props: jsonObjectSchema,
});
export type UpdateExternalUserBody = z.infer<typeof updateExternalUserBodySchema>;
export const updateExternalUserResponseSchema = externalUserSchema;
export type UpdateExternalUserResponse = z.infer<typeof updateExternalUserResponseSchema>;

// `DELETE /v1/users/{id}` deletes the user and all their runs (204).
