import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import { orgSchema } from '../entities/org.js';

/** `PATCH /v1/orgs/{id}`: renames the org (owners only). */
export const updateOrgBodySchema = z.object({
  name: displayNameSchema,
});
export type UpdateOrgBody = z.infer<typeof updateOrgBodySchema>;
export const updateOrgResponseSchema = orgSchema;
export type UpdateOrgResponse = z.infer<typeof updateOrgResponseSchema>;

/** `POST /v1/orgs/{id}/api-key/regenerate`: replaces the org API key; the old one stops working. */
export const regenerateOrgApiKeyResponseSchema = z.object({
  apiKey: z.string().min(1),
});
export type RegenerateOrgApiKeyResponse = z.infer<typeof regenerateOrgApiKeyResponseSchema>;
