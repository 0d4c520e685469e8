import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import {
  experimentSchema,
  experimentVariantSchema,
  experimentVariantSummarySchema,
  experimentWithResultsSchema,
} from '../entities/experiment.js';
import { idSchema } from '../entities/id.js';

/** Variants one experiment may compare. */
export const maxExperimentVariants = 10;

/**
 * An experiment as the list shows it, with each variant's totals so far (the
 * pass rate per variant) when the server sends them.
 */
export const experimentListEntrySchema = experimentSchema.extend({
  summaries: z.array(experimentVariantSummarySchema).optional(),
});
export type ExperimentListEntry = z.infer<typeof experimentListEntrySchema>;

/** `GET /v1/experiments?projectId=`: newest first. */
export const listExperimentsResponseSchema = z.array(experimentListEntrySchema);
export type ListExperimentsResponse = z.infer<typeof listExperimentsResponseSchema>;

/**
 * `POST /v1/experiments`: copies the dataset's items and queues the run of
 * every variant over every item (answers 201 with the experiment, `queued`).
 * Grading uses the evaluators and/or the checklist; neither is allowed.
 */
export const createExperimentBodySchema = z.object({
  name: displayNameSchema,
  datasetId: idSchema,
  variants: z
    .array(experimentVariantSchema)
    .min(1, 'Add at least one variant')
    .max(maxExperimentVariants, `An experiment compares at most ${maxExperimentVariants} variants`),
  evaluatorIds: z.array(idSchema).max(20).default([]),
  checklistId: idSchema.nullable().default(null),
});
export type CreateExperimentBody = z.infer<typeof createExperimentBodySchema>;
export const createExperimentResponseSchema = experimentSchema;
export type CreateExperimentResponse = z.infer<typeof createExperimentResponseSchema>;

/** `GET /v1/experiments/{id}`: the experiment, its items, every result and the per-variant totals. */
export const getExperimentResponseSchema = experimentWithResultsSchema;
export type GetExperimentResponse = z.infer<typeof getExperimentResponseSchema>;

/**
 * `POST /v1/experiments/{id}/rerun`: runs it again over its copied items;
 * `onlyFailed` re-runs just the outputs that errored. A running experiment answers 409.
 */
export const rerunExperimentBodySchema = z.object({ onlyFailed: z.boolean().default(false) });
export type RerunExperimentBody = z.infer<typeof rerunExperimentBodySchema>;
export const rerunExperimentResponseSchema = experimentSchema;

/** `POST /v1/experiments/{id}/cancel`: stops its job at the next item; what is done is kept. */
export const cancelExperimentResponseSchema = experimentSchema;

// `DELETE /v1/experiments/{id}` answers 204.
