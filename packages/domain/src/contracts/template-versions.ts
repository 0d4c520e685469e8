import { z } from 'zod';
import { slugSchema } from '../entities/slug.js';
import {
  templateContentSchema,
  templateExtraSchema,
  templateVersionSchema,
} from '../entities/template-version.js';
import { patchBody } from './patch-body.js';

/** `POST /v1/templates/{id}/versions`: saves a draft, or deploys a version when isDraft is false. */
export const createTemplateVersionBodySchema = z.object({
  content: templateContentSchema,
  extra: templateExtraSchema,
  isDraft: z.boolean().default(false),
  notes: z.string().max(1000).nullable().optional(),
});
export type CreateTemplateVersionBody = z.infer<typeof createTemplateVersionBodySchema>;
export const createTemplateVersionResponseSchema = templateVersionSchema;
export type CreateTemplateVersionResponse = z.infer<typeof createTemplateVersionResponseSchema>;

/** `GET /v1/template_versions/{id}`. */
export const getTemplateVersionResponseSchema = templateVersionSchema;
export type GetTemplateVersionResponse = z.infer<typeof getTemplateVersionResponseSchema>;

/** `PATCH /v1/template_versions/{id}`: edits a draft, or deploys it with isDraft false. */
export const updateTemplateVersionBodySchema = patchBody({
  content: templateContentSchema.optional(),
  extra: templateExtraSchema.optional(),
  isDraft: z.boolean().optional(),
  notes: z.string().max(1000).nullable().optional(),
});
export type UpdateTemplateVersionBody = z.infer<typeof updateTemplateVersionBodySchema>;
export const updateTemplateVersionResponseSchema = templateVersionSchema;
export type UpdateTemplateVersionResponse = z.infer<typeof updateTemplateVersionResponseSchema>;

/**
 * `GET /v1/template_versions/latest?slug=` (also `/v1/template-versions/latest`),
 * called by SDKs with a project key: the newest deployed version.
 */
export const getLatestTemplateVersionQuerySchema = z.object({
  slug: slugSchema,
});
export type GetLatestTemplateVersionQuery = z.infer<typeof getLatestTemplateVersionQuerySchema>;
export const getLatestTemplateVersionResponseSchema = templateVersionSchema;
export type GetLatestTemplateVersionResponse = z.infer<
  typeof getLatestTemplateVersionResponseSchema
>;
