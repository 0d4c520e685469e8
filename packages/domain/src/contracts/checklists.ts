import { z } from 'zod';
import { checklistSchema } from '../entities/checklist.js';
import { filterStringSchema } from '../entities/filter-string.js';
import { slugSchema } from '../entities/slug.js';
import { patchBody } from './patch-body.js';
import { projectScopeQuerySchema } from './scope.js';

/** `GET /v1/checklists?projectId&type`: the project's checklists, of one type when given. */
export const listChecklistsQuerySchema = projectScopeQuerySchema.extend({
  type: z.string().trim().min(1).optional(),
});
export type ListChecklistsQuery = z.infer<typeof listChecklistsQuerySchema>;
export const listChecklistsResponseSchema = z.array(checklistSchema);
export type ListChecklistsResponse = z.infer<typeof listChecklistsResponseSchema>;

/** `POST /v1/checklists`. */
export const createChecklistBodySchema = z.object({
  slug: slugSchema,
  type: z.string().trim().min(1, 'Checklist type is required'),
  data: filterStringSchema,
});
export type CreateChecklistBody = z.infer<typeof createChecklistBodySchema>;
export const createChecklistResponseSchema = checklistSchema;
export type CreateChecklistResponse = z.infer<typeof createChecklistResponseSchema>;

/** `GET /v1/checklists/{id}`. */
export const getChecklistResponseSchema = checklistSchema;
export type GetChecklistResponse = z.infer<typeof getChecklistResponseSchema>;

/** `PATCH /v1/checklists/{id}`: renames the slug or changes the checks. */
export const updateChecklistBodySchema = patchBody({
  slug: slugSchema.optional(),
  data: filterStringSchema.optional(),
});
export type UpdateChecklistBody = z.infer<typeof updateChecklistBodySchema>;
export const updateChecklistResponseSchema = checklistSchema;
export type UpdateChecklistResponse = z.infer<typeof updateChecklistResponseSchema>;

// `DELETE /v1/checklists/{id}` answers 204.
