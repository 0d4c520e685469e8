import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { filterStringSchema } from './filter-string.js';
import { idSchema } from './id.js';
import { jsonObjectSchema } from './json-value.js';
import { slugSchema } from './slug.js';
import { timestampSchema } from './timestamp.js';

/** `realtime` evaluators grade new runs as they arrive; `normal` ones run on demand. */
export const evaluatorModes = ['normal', 'realtime'] as const;
export const evaluatorModeSchema = z.enum(evaluatorModes);
export type EvaluatorMode = z.infer<typeof evaluatorModeSchema>;

/** What a user sets when adding an evaluator. */
export const evaluatorFieldsSchema = z.object({
  name: displayNameSchema,
  slug: slugSchema,
  /** The evaluation it performs: an evaluation filter id such as `sentiment` or `assertion`. */
  type: z.string().trim().min(1, 'Choose an evaluation'),
  mode: evaluatorModeSchema.default('normal'),
  /** Parameters of the evaluation (for example the persona of a tone check). */
  params: jsonObjectSchema.default({}),
  /** Which runs it grades; empty grades every LLM call. */
  filters: filterStringSchema.default(''),
});

/** An evaluator of a project: grades runs and stores the results. */
export const evaluatorSchema = evaluatorFieldsSchema.extend({
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Evaluator = z.infer<typeof evaluatorSchema>;
