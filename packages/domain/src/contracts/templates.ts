import { z } from 'zod';
import { slugSchema } from '../entities/slug.js';
import { templateModeSchema, templateSchema } from '../entities/template.js';
import { templateVersionSchema } from '../entities/template-version.js';
import { patchBody } from './patch-body.js';

/** A template with its versions, newest first. */
export const templateWithVersionsSchema = templateSchema.extend({
  versions: z.array(templateVersionSchema),
});
export type TemplateWithVersions = z.infer<typeof templateWithVersionsSchema>;

/** `GET /v1/templates?projectId=`: the project's templates with their versions. */
export const listTemplatesResponseSchema = z.array(templateWithVersionsSchema);
export type ListTemplatesResponse = z.infer<typeof listTemplatesResponseSchema>;

/** `POST /v1/templates`: a new template, chat unless told otherwise. */
export const createTemplateBodySchema = z.object({
  slug: slugSchema,
  mode: templateModeSchema.default('openai'),
});
export type CreateTemplateBody = z.infer<typeof createTemplateBodySchema>;
export const createTemplateResponseSchema = templateWithVersionsSchema;
export type CreateTemplateResponse = z.infer<typeof createTemplateResponseSchema>;

/** `GET /v1/templates/{id}`. */
export const getTemplateResponseSchema = templateWithVersionsSchema;
export type GetTemplateResponse = z.infer<typeof getTemplateResponseSchema>;

/** `PATCH /v1/templates/{id}`: renames the slug or switches mode. */
export const updateTemplateBodySchema = patchBody({
  slug: slugSchema.optional(),
  mode: templateModeSchema.optional(),
});
export type UpdateTemplateBody = z.infer<typeof updateTemplateBodySchema>;
export const updateTemplateResponseSchema = templateSchema;
export type UpdateTemplateResponse = z.infer<typeof updateTemplateResponseSchema>;

// `DELETE /v1/templates/{id}` deletes the template and its versions (204).
