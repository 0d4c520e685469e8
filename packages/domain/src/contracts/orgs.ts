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

/**
 * `PUT /v1/orgs/{id}/beta`: turns the org's beta pages (insights, experiments,
 * data rules, alerts, guardrails) on or off. Self-hosted edition, owners only;
 * an org listed in the instance's LOOKOUT_BETA_ORGS keeps them either way.
 */
export const setOrgBetaBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type SetOrgBetaBody = z.infer<typeof setOrgBetaBodySchema>;
export const setOrgBetaResponseSchema = orgSchema;
export type SetOrgBetaResponse = z.infer<typeof setOrgBetaResponseSchema>;
