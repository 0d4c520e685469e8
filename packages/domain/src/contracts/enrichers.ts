import { z } from 'zod';
import { enricherSchema, enricherSettingsSchema } from '../entities/enrichment.js';
import { jobSchema } from '../entities/job.js';
import { timestampSchema } from '../entities/timestamp.js';
import { patchBody } from './patch-body.js';

/**
 * Whether an enricher computes anything on new runs, and why not when it does
 * not: disabled, or its kind is not in the org's cloud plan (a free cloud
 * project keeps its default sentiment enricher, which waits for an upgrade).
 */
export const enricherActivitySchema = z.object({
  /** True when the enrichment jobs compute this kind on the project's new runs. */
  active: z.boolean(),
  /** Why it is not active (null when it is). */
  inactiveReason: z.string().nullable(),
});
export type EnricherActivity = z.infer<typeof enricherActivitySchema>;

/**
 * An enricher as the API answers it: its settings, whether it runs, and its
 * backfill while one is queued or running (so a page opened later follows it).
 */
export const enricherViewSchema = z.intersection(
  enricherSchema,
  enricherActivitySchema.extend({
    /** The backfill over existing runs while it is queued or running, with its progress; else null. */
    backfill: jobSchema.nullable(),
  }),
);
export type EnricherView = z.infer<typeof enricherViewSchema>;

/** `GET /v1/enrichers?projectId=`: the project's enrichers, by kind. */
export const listEnrichersResponseSchema = z.array(enricherViewSchema);
export type ListEnrichersResponse = z.infer<typeof listEnrichersResponseSchema>;

/**
 * `POST /v1/enrichers`: adds the enricher of a kind (409 when the project has
 * one); omitted settings take their defaults.
 */
export const createEnricherBodySchema = z.intersection(
  enricherSettingsSchema,
  z.object({ enabled: z.boolean().default(true) }),
);
export type CreateEnricherBody = z.infer<typeof createEnricherBodySchema>;
export const createEnricherResponseSchema = enricherViewSchema;
export type CreateEnricherResponse = z.infer<typeof createEnricherResponseSchema>;

/**
 * `PATCH /v1/enrichers/{id}`: turns an enricher on or off, or replaces its
 * settings (checked against its kind's settings; omitted fields take their
 * defaults). The kind is fixed.
 */
export const updateEnricherBodySchema = patchBody({
  enabled: z.boolean().optional(),
  config: z.record(z.string(), z.unknown()).optional(),
});
export type UpdateEnricherBody = z.infer<typeof updateEnricherBodySchema>;
export const updateEnricherResponseSchema = enricherViewSchema;
export type UpdateEnricherResponse = z.infer<typeof updateEnricherResponseSchema>;

// `DELETE /v1/enrichers/{id}` answers 204; the results already computed stay on their runs.

/**
 * `POST /v1/enrichers/{id}/backfill`: computes the enricher on the project's
 * existing runs (LLM calls, chat messages and threads) created in `[from, to)`
 * (every run when omitted), oldest first, in one background job shown in the
 * jobs list with its progress and cancellable there.
 */
export const backfillEnricherBodySchema = z
  .object({
    from: timestampSchema.optional(),
    to: timestampSchema.optional(),
  })
  .refine((body) => !body.from || !body.to || Date.parse(body.from) < Date.parse(body.to), {
    error: '`from` must be before `to`',
    path: ['to'],
  });
export type BackfillEnricherBody = z.infer<typeof backfillEnricherBodySchema>;
export const backfillEnricherResponseSchema = z.object({ job: jobSchema });
export type BackfillEnricherResponse = z.infer<typeof backfillEnricherResponseSchema>;
