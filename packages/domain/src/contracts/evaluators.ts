import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import {
  checkParamValueSchema,
  evaluatorFieldsSchema,
  evaluatorModeSchema,
  evaluatorSchema,
} from '../entities/evaluator.js';
import { filterStringSchema } from '../entities/filter-string.js';
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
