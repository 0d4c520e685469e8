import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import { dataRetentionDaysSchema, projectSchema } from '../entities/project.js';
import { patchBody } from './patch-body.js';

/** `GET /v1/projects`: the projects the user may open, oldest first. */
export const listProjectsResponseSchema = z.array(projectSchema);
export type ListProjectsResponse = z.infer<typeof listProjectsResponseSchema>;

/** `POST /v1/projects`: the free plan allows 3 projects. */
export const createProjectBodySchema = z.object({
  name: displayNameSchema,
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;
export const createProjectResponseSchema = projectSchema;
export type CreateProjectResponse = z.infer<typeof createProjectResponseSchema>;

/** `PATCH /v1/projects/{id}`: rename, or change how long logs are kept (null: keep them). */
export const updateProjectBodySchema = patchBody({
  name: displayNameSchema.optional(),
  dataRetentionDays: dataRetentionDaysSchema.nullable().optional(),
});
export type UpdateProjectBody = z.infer<typeof updateProjectBodySchema>;
export const updateProjectResponseSchema = projectSchema;
export type UpdateProjectResponse = z.infer<typeof updateProjectResponseSchema>;

// `DELETE /v1/projects/{id}` answers 204; the last project of an org cannot be deleted (409).
