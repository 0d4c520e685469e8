import { z } from 'zod';
import { chatMessageSchema } from './chat-message.js';
import { datasetItemValueSchema } from './dataset-v2.js';
import { displayNameSchema } from './display-name.js';
import { evaluationVerdictSchema } from './evaluation-result.js';
import { idSchema } from './id.js';
import { jsonObjectSchema } from './json-value.js';
import { reviewSchema } from './review.js';
import { timestampSchema } from './timestamp.js';

/**
 * One prompt × model combination an experiment runs over every item: a
 * template version, or ad-hoc messages, or neither (the item's input alone),
 * sent to `model` (the template version's model when omitted). The prompt's
 * `{{variables}}` are filled from the item's metadata and `{{input}}` with its
 * input as text; when the prompt has no `{{input}}`, the item's input messages
 * follow the prompt's.
 */
export const experimentVariantSchema = z
  .object({
    /** Shown in the comparison's header; "v3 · gpt-4o" style when empty. */
    label: z.string().trim().max(100).default(''),
    templateVersionId: idSchema.nullable().default(null),
    messages: z.array(chatMessageSchema).nullable().default(null),
    model: z.string().trim().min(1).nullable().default(null),
    /** Sampling settings in OpenAI's names (temperature, max_tokens…), over the template's. */
    params: jsonObjectSchema.default({}),
  })
  .refine((variant) => variant.templateVersionId === null || variant.messages === null, {
    message: 'A variant runs a template version or ad-hoc messages, not both',
  })
  .refine((variant) => variant.templateVersionId !== null || variant.model !== null, {
    message: 'Choose a model for a variant without a template version',
  });
export type ExperimentVariant = z.infer<typeof experimentVariantSchema>;

/** What a variant is called in headers: its label, else its model, else its place. */
export function experimentVariantLabel(variant: ExperimentVariant, index: number): string {
  if (variant.label) return variant.label;
  if (variant.model) {
    return variant.templateVersionId === null && variant.messages === null
      ? `Input only · ${variant.model}`
      : variant.model;
  }
  return `Variant ${index + 1}`;
}

/** Where an experiment is: its job queued or running, or finished, failed or cancelled. */
export const experimentStatuses = ['queued', 'running', 'finished', 'failed', 'cancelled'] as const;
export const experimentStatusSchema = z.enum(experimentStatuses);
export type ExperimentStatus = z.infer<typeof experimentStatusSchema>;

/** Totals of one variant over the items done so far. */
export const experimentVariantSummarySchema = z.object({
  variantIndex: z.number().int().min(0),
  done: z.number().int().min(0),
  errors: z.number().int().min(0),
  /** Share of graded outputs that passed every check, 0–1; null before any was graded. */
  passRate: z.number().min(0).max(1).nullable(),
  cost: z.number().min(0),
  promptTokens: z.number().int().min(0),
  completionTokens: z.number().int().min(0),
  /** Mean and 95th percentile of the model calls' durations. */
  avgDurationMs: z.number().min(0).nullable(),
  p95DurationMs: z.number().min(0).nullable(),
});
export type ExperimentVariantSummary = z.infer<typeof experimentVariantSummarySchema>;

/** An experiment as listed. */
export const experimentSchema = z.object({
  id: idSchema,
  name: displayNameSchema,
  /** Null once the dataset was deleted; the experiment keeps its copy of the items. */
  datasetId: idSchema.nullable(),
  datasetName: z.string(),
  variants: z.array(experimentVariantSchema),
  evaluatorIds: z.array(idSchema),
  checklistId: idSchema.nullable(),
  status: experimentStatusSchema,
  /** The background job that runs it (see `GET /v1/jobs/{id}`), null before the first run. */
  jobId: idSchema.nullable(),
  itemCount: z.number().int().min(0),
  /** Outputs produced so far over items × variants. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
});
export type Experiment = z.infer<typeof experimentSchema>;

/** One check's verdict on one output: an evaluator's, or a checklist check's (`check` is its filter id). */
export const experimentCheckResultSchema = evaluationVerdictSchema.extend({
  evaluatorId: idSchema.nullable(),
  check: z.string(),
  name: z.string(),
  error: z.string().nullable(),
});
export type ExperimentCheckResult = z.infer<typeof experimentCheckResultSchema>;

/** What one variant produced for one item. */
export const experimentResultSchema = z.object({
  itemId: idSchema,
  variantIndex: z.number().int().min(0),
  output: z.string().nullable(),
  /** Why the model call failed (the item can be re-run). */
  error: z.string().nullable(),
  promptTokens: z.number().int().min(0).nullable(),
  completionTokens: z.number().int().min(0).nullable(),
  cost: z.number().min(0).nullable(),
  durationMs: z.number().min(0).nullable(),
  checks: z.array(experimentCheckResultSchema),
  /** Every check passed (the checklist's AND/OR applied); null when nothing graded it. */
  passed: z.boolean().nullable(),
});
export type ExperimentResult = z.infer<typeof experimentResultSchema>;

/** An item as the experiment copied it when it started. */
export const experimentItemSchema = z.object({
  id: idSchema,
  input: datasetItemValueSchema,
  expectedOutput: datasetItemValueSchema.nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type ExperimentItem = z.infer<typeof experimentItemSchema>;

/**
 * People's reviews of one output (item × variant), from every review queue made from the
 * experiment, latest first. A review whose output a re-run replaced is `outdated`.
 */
export const experimentHumanGradeSchema = z.object({
  itemId: idSchema,
  variantIndex: z.number().int().min(0),
  reviews: z.array(reviewSchema),
});
export type ExperimentHumanGrade = z.infer<typeof experimentHumanGradeSchema>;

/**
 * People's grading of one variant, apart from the evaluators': only reviews of the output as it
 * is now count (outdated ones do not).
 */
export const experimentHumanSummarySchema = z.object({
  variantIndex: z.number().int().min(0),
  /** Outputs with at least one current review. */
  graded: z.number().int().min(0),
  /** Mean of the current 1–5 scores; null when none was given. */
  avgScore: z.number().min(1).max(5).nullable(),
  scored: z.number().int().min(0),
  /** Share of thumbs up among the current thumbs, 0–1; null when none was given. */
  thumbsUpRate: z.number().min(0).max(1).nullable(),
  thumbs: z.number().int().min(0),
});
export type ExperimentHumanSummary = z.infer<typeof experimentHumanSummarySchema>;

/** An experiment with everything the comparison shows. */
export const experimentWithResultsSchema = experimentSchema.extend({
  items: z.array(experimentItemSchema),
  results: z.array(experimentResultSchema),
  summaries: z.array(experimentVariantSummarySchema),
  /** People's grades, per output that has any. */
  humanGrades: z.array(experimentHumanGradeSchema),
  /** People's grading per variant (one entry per variant). */
  humanSummaries: z.array(experimentHumanSummarySchema),
  /** The newest review queue made from this experiment, for "Review outputs"; null when none. */
  reviewQueueId: idSchema.nullable(),
});
export type ExperimentWithResults = z.infer<typeof experimentWithResultsSchema>;
