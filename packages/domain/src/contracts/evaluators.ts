import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import {
  checkParamValueSchema,
  evaluatorFieldsSchema,
  evaluatorModeSchema,
  evaluatorSchema,
} from '../entities/evaluator.js';
import { filterStringSchema } from '../entities/filter-string.js';
import { jobSchema } from '../entities/job.js';
import { patchBody } from './patch-body.js';

/** `GET /v1/evaluators?projectId=`. */
export const listEvaluatorsResponseSchema = z.array(evaluatorSchema);
export type ListEvaluatorsResponse = z.infer<typeof listEvaluatorsResponseSchema>;

/** `POST /v1/evaluators`. */
export const createEvaluatorBodySchema = evaluatorFieldsSchema;
export type CreateEvaluatorBody = z.infer<typeof createEvaluatorBodySchema>;
export const createEvaluatorResponseSchema = evaluatorSchema;
export type CreateEvaluatorResponse = z.infer<typeof createEvaluatorResponseSchema>;

/** `GET /v1/evaluators/{id}`. */
export const getEvaluatorResponseSchema = evaluatorSchema;
export type GetEvaluatorResponse = z.infer<typeof getEvaluatorResponseSchema>;

/** `PATCH /v1/evaluators/{id}`: the evaluation type is fixed once created. */
export const updateEvaluatorBodySchema = patchBody({
  name: displayNameSchema.optional(),
  mode: evaluatorModeSchema.optional(),
  params: z.array(checkParamValueSchema).optional(),
  filters: filterStringSchema.optional(),
  sampleRate: z.number().min(0).max(1).optional(),
});
export type UpdateEvaluatorBody = z.infer<typeof updateEvaluatorBodySchema>;
export const updateEvaluatorResponseSchema = evaluatorSchema;
export type UpdateEvaluatorResponse = z.infer<typeof updateEvaluatorResponseSchema>;

// `DELETE /v1/evaluators/{id}` answers 204.

/**
 * `POST /v1/evaluators/{id}/run`: grades the runs a filter string selects (at
 * most `evaluatorRunCap`, newest first) as background jobs, shown in the jobs
 * list; runs the evaluator already graded are left as they are.
 */
export const runEvaluatorBodySchema = z.object({
  filters: filterStringSchema.default(''),
});
export type RunEvaluatorBody = z.infer<typeof runEvaluatorBodySchema>;
export const runEvaluatorResponseSchema = z.object({
  /** Runs queued for grading. */
  queued: z.number().int().min(0),
  /** The grading jobs, 50 runs each. */
  jobs: z.array(jobSchema),
});
export type RunEvaluatorResponse = z.infer<typeof runEvaluatorResponseSchema>;
