import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import { filterStringSchema } from '../entities/filter-string.js';
import { storedIconSchema } from '../entities/icon.js';
import { runListTypeSchema } from '../entities/run-kind.js';
import { viewSchema } from '../entities/view.js';
import { patchBody } from './patch-body.js';

/** `GET /v1/views?projectId=`: the project's saved views, by name. */
export const listViewsResponseSchema = z.array(viewSchema);
export type ListViewsResponse = z.infer<typeof listViewsResponseSchema>;

/** `POST /v1/views`: saves the current logs list as a view. */
export const createViewBodySchema = z.object({
  name: displayNameSchema,
  icon: storedIconSchema.nullable().default(null),
  data: filterStringSchema,
  type: runListTypeSchema,
});
export type CreateViewBody = z.infer<typeof createViewBodySchema>;
export const createViewResponseSchema = viewSchema;
export type CreateViewResponse = z.infer<typeof createViewResponseSchema>;

/** `GET /v1/views/{id}`. */
export const getViewResponseSchema = viewSchema;
export type GetViewResponse = z.infer<typeof getViewResponseSchema>;

/** `PATCH /v1/views/{id}`: rename, change the icon, or save new filters. */
export const updateViewBodySchema = patchBody({
  name: displayNameSchema.optional(),
  icon: storedIconSchema.nullable().optional(),
  data: filterStringSchema.optional(),
});
export type UpdateViewBody = z.infer<typeof updateViewBodySchema>;
export const updateViewResponseSchema = viewSchema;
export type UpdateViewResponse = z.infer<typeof updateViewResponseSchema>;

// `DELETE /v1/views/{id}` answers 204.
