import { z } from 'zod';
import { slugSchema } from '../entities/slug.js';
import { templateModeSchema, templateSchema } from '../entities/template.js';
import {
  templateContentSchema,
  templateExtraSchema,
  templateVersionSchema,
} from '../entities/template-version.js';
import { patchBody } from './patch-body.js';

/** A template with its versions, newest first. */
export const templateWithVersionsSchema = templateSchema.extend({
  versions: z.array(templateVersionSchema),
});
export type TemplateWithVersions = z.infer<typeof templateWithVersionsSchema>;

/** `GET /v1/templates?projectId=`: the project's templates with their versions. */
export const listTemplatesResponseSchema = z.array(templateWithVersionsSchema);
export type ListTemplatesResponse = z.infer<typeof listTemplatesResponseSchema>;

/**
 * `POST /v1/templates`: a new template, chat unless told otherwise. With `content` and `extra`
 * it also saves the first version (a draft with `isDraft: true`, else deployed), as Lunary's API does.
 */
export const createTemplateBodySchema = z
  .object({
    slug: slugSchema,
    mode: templateModeSchema.default('openai'),
    content: templateContentSchema.optional(),
    extra: templateExtraSchema.optional(),
    /** Whether the first version is a draft; deployed when left out. */
    isDraft: z.boolean().optional(),
    notes: z.string().max(1000).nullable().optional(),
  })
  .refine((body) => (body.content === undefined) === (body.extra === undefined), {
    error: 'Send content and extra together to save the first version, or neither',
    path: ['extra'],
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

/**
 * `POST /v1/templates/{id}/duplicate`: a copy named `<slug>-copy` (then `-copy-2`, …) with the
 * latest deployed version and the draft on top, if any.
 */
export const duplicateTemplateResponseSchema = templateWithVersionsSchema;
export type DuplicateTemplateResponse = z.infer<typeof duplicateTemplateResponseSchema>;
