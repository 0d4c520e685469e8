import {
  chatMessageSchema,
  checkParamValueSchema,
  experimentVariantSchema,
  idSchema,
  jsonObjectSchema,
} from '@lookout/domain';
import { z } from 'zod';

/**
 * What one variant sends, resolved when the experiment was created: the
 * prompt's messages (a template version's content, or ad-hoc messages; null
 * runs the item's input alone), the model and its sampling settings (the
 * template's, then the variant's over them). Stored in `experiment.prompts`.
 */
export const experimentPromptSchema = z.object({
  messages: z.array(chatMessageSchema).nullable(),
  model: z.string().min(1),
  params: jsonObjectSchema,
  templateVersionId: idSchema.nullable(),
});
export type ExperimentPrompt = z.infer<typeof experimentPromptSchema>;

/** An evaluator as the experiment grades with it (its definition when the experiment was created). */
export const experimentEvaluatorSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.string(),
  params: z.array(checkParamValueSchema),
});
export type ExperimentEvaluator = z.infer<typeof experimentEvaluatorSchema>;

/** How an experiment grades each output. Stored in `experiment.graders`. */
export const experimentGradersSchema = z.object({
  evaluators: z.array(experimentEvaluatorSchema),
  checklist: z.object({ id: idSchema, slug: z.string(), data: z.string() }).nullable(),
});
export type ExperimentGraders = z.infer<typeof experimentGradersSchema>;

/** The stored variants as asked, prompts as resolved and graders of an experiment. */
export const experimentStoredPlanSchema = z.object({
  variants: z.array(experimentVariantSchema),
  prompts: z.array(experimentPromptSchema),
  graders: experimentGradersSchema,
});
export type ExperimentStoredPlan = z.infer<typeof experimentStoredPlanSchema>;
