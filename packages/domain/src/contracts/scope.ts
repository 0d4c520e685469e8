import { z } from 'zod';
import { idSchema } from '../entities/id.js';

/** `?projectId=` appended to every project-scoped call. */
export const projectScopeQuerySchema = z.object({
  projectId: idSchema,
});
export type ProjectScopeQuery = z.infer<typeof projectScopeQuerySchema>;

/** `{id}` path parameter of calls on one entity. */
export const idParamsSchema = z.object({
  id: idSchema,
});
export type IdParams = z.infer<typeof idParamsSchema>;
