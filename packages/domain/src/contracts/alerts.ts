import { z } from 'zod';
import {
  alertChannelSchema,
  alertComparisonSchema,
  alertEventSchema,
  alertFieldsSchema,
  alertMetricSchema,
  alertSchema,
  alertWebhookSchema,
  alertWindowSchema,
} from '../entities/alert.js';
import { displayNameSchema } from '../entities/display-name.js';
import { emailSchema } from '../entities/email.js';
import { filterStringSchema } from '../entities/filter-string.js';
import { idSchema } from '../entities/id.js';
import { patchBody } from './patch-body.js';

/** `GET /v1/alerts?projectId=`: the project's alerts, by name. */
export const listAlertsResponseSchema = z.array(alertSchema);
export type ListAlertsResponse = z.infer<typeof listAlertsResponseSchema>;

/** `POST /v1/alerts`. */
export const createAlertBodySchema = alertFieldsSchema;
export type CreateAlertBody = z.infer<typeof createAlertBodySchema>;

/**
 * An alert as saved, with the webhook's signing secret when this call
 * generated one: it is shown this once and never again.
 */
export const savedAlertResponseSchema = alertSchema.extend({
  webhookSecret: z.string().optional(),
});
export type SavedAlertResponse = z.infer<typeof savedAlertResponseSchema>;

/** `GET /v1/alerts/{id}`. */
export const getAlertResponseSchema = alertSchema;
export type GetAlertResponse = z.infer<typeof getAlertResponseSchema>;

/**
 * `PATCH /v1/alerts/{id}`. A webhook given where there was none, or with
 * `rotateSecret`, gets a new secret (answered once).
 */
export const updateAlertBodySchema = patchBody({
  name: displayNameSchema.optional(),
  metric: alertMetricSchema.optional(),
  evaluatorId: idSchema.nullable().optional(),
  filters: filterStringSchema.optional(),
  windowMinutes: alertWindowSchema.optional(),
  comparison: alertComparisonSchema.optional(),
  threshold: z
    .number()
    .finite('Threshold must be a number')
    .min(0, 'Threshold must be at least 0')
    .optional(),
  emails: z.array(emailSchema).max(20, 'At most 20 email recipients').optional(),
  webhook: alertWebhookSchema.nullable().optional(),
  rotateSecret: z.literal(true).optional(),
  enabled: z.boolean().optional(),
});
export type UpdateAlertBody = z.infer<typeof updateAlertBodySchema>;

// `DELETE /v1/alerts/{id}` answers 204.

/** `GET /v1/alerts/{id}/events`: the times it fired, newest first, with their notifications. */
export const listAlertEventsResponseSchema = z.array(alertEventSchema);
export type ListAlertEventsResponse = z.infer<typeof listAlertEventsResponseSchema>;

/** `POST /v1/alerts/{id}/test`: what each channel did with a test notification. */
export const testAlertResponseSchema = z.object({
  results: z.array(
    z.object({
      channel: alertChannelSchema,
      target: z.string(),
      ok: z.boolean(),
      /** What happened: the webhook's status, or why it failed. */
      detail: z.string(),
    }),
  ),
});
export type TestAlertResponse = z.infer<typeof testAlertResponseSchema>;
