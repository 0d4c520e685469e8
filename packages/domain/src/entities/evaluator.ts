import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { filterStringSchema } from './filter-string.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/** `realtime` evaluators grade new production runs as they arrive; `manual` ones run when asked (experiments, review). */
export const evaluatorModes = ['realtime', 'manual'] as const;
export const evaluatorModeSchema = z.enum(evaluatorModes, {
  error: `Mode must be one of ${evaluatorModes.join(', ')}`,
});
export type EvaluatorMode = z.infer<typeof evaluatorModeSchema>;

/** One positional parameter value of a check, as the filter catalogue types them. */
export const checkParamValueSchema = z.union([z.string(), z.number(), z.array(z.string())]);

/** What a user sets when adding an evaluator. */
export const evaluatorFieldsSchema = z.object({
  name: displayNameSchema,
  /**
   * The check it performs: an evaluation filter id of the catalogue usable in
   * evaluations (`assertion`, `tone`, `rouge`, `regex`, `sentiment`…); the
   * server refuses an unknown one.
   */
  type: z.string().trim().min(1, 'Choose an evaluation type'),
  /** The check's parameters in the filter catalogue's order (for `tone`: `['helpful']`). */
  params: z.array(checkParamValueSchema).default([]),
  mode: evaluatorModeSchema.default('manual'),
  /** Which production runs a realtime evaluator grades, as a filter string; empty grades every LLM call. */
  filters: filterStringSchema.default(''),
  /** The share of matching runs graded, 0 to 1 (1 grades all of them). */
  sampleRate: z
    .number()
    .min(0, 'Sample rate must be between 0 and 1')
    .max(1, 'Sample rate must be between 0 and 1')
    .default(1),
});

/** An evaluator of a project: grades runs and stores the results. */
export const evaluatorSchema = evaluatorFieldsSchema.extend({
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Evaluator = z.infer<typeof evaluatorSchema>;
