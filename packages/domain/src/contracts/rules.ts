import { z } from 'zod';
import { idSchema } from '../entities/id.js';
import { piiKindSchema } from '../entities/pii-kind.js';
import { ruleSchema, ruleSettingsSchema, ruleTypeSchema } from '../entities/rule.js';
import { timestampSchema } from '../entities/timestamp.js';

/** `GET /v1/projects/{id}/rules`: the project's masking and filtering rules. */
export const listRulesResponseSchema = z.array(ruleSchema);
export type ListRulesResponse = z.infer<typeof listRulesResponseSchema>;

/** `POST /v1/projects/{id}/rules`: adds a masking or filtering rule. */
export const createRuleBodySchema = ruleSettingsSchema;
export type CreateRuleBody = z.infer<typeof createRuleBodySchema>;
export const createRuleResponseSchema = ruleSchema;
export type CreateRuleResponse = z.infer<typeof createRuleResponseSchema>;

/** `DELETE /v1/projects/{id}/rules?ruleId=`: removes one rule; 204. */
export const deleteRuleQuerySchema = z.object({
  ruleId: idSchema,
});
export type DeleteRuleQuery = z.infer<typeof deleteRuleQuerySchema>;

/** Most recent runs a preview looks at, by default and at most. */
export const rulePreviewDefaultRuns = 20;
export const rulePreviewMaxRuns = 50;
/** Characters of a run's input or output a preview scans and returns; the rest is cut. */
export const rulePreviewMaxTextLength = 10_000;

/** `POST /v1/projects/{id}/rules/preview?limit=`: how many recent runs to look at. */
export const previewRuleQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(rulePreviewMaxRuns).default(rulePreviewDefaultRuns),
});
export type PreviewRuleQuery = z.infer<typeof previewRuleQuerySchema>;

/** `POST /v1/projects/{id}/rules/preview`: a rule's settings, not saved. */
export const previewRuleBodySchema = ruleSettingsSchema;
export type PreviewRuleBody = z.infer<typeof previewRuleBodySchema>;

/** A piece of a previewed text that the masking rule would replace, by UTF-16 offsets. */
export const maskedSpanSchema = z.object({
  kind: piiKindSchema,
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** What is stored instead, for example `[EMAIL]`. */
  replacement: z.string(),
});
export type MaskedSpan = z.infer<typeof maskedSpanSchema>;

/**
 * A run's input or output as text (its strings, one per line), with the spans
 * a masking rule would replace. `truncated` when the text was cut at
 * `rulePreviewMaxTextLength` characters.
 */
export const previewTextSchema = z.object({
  text: z.string(),
  spans: z.array(maskedSpanSchema),
  truncated: z.boolean(),
});
export type PreviewText = z.infer<typeof previewTextSchema>;

/** One recent run and what the rule would do to it. */
export const rulePreviewRunSchema = z.object({
  runId: idSchema,
  type: z.string(),
  name: z.string().nullable(),
  createdAt: timestampSchema,
  input: previewTextSchema.nullable(),
  output: previewTextSchema.nullable(),
  /** A filtering rule would not store the input (or output) of this run. */
  dropsInput: z.boolean(),
  dropsOutput: z.boolean(),
});
export type RulePreviewRun = z.infer<typeof rulePreviewRunSchema>;

/**
 * The preview's answer. Masking: the most recent runs with the spans that
 * would be masked, and how many per kind. Filtering: the most recent runs the
 * filter matches, each losing its input, output or both.
 */
export const previewRuleResponseSchema = z.object({
  type: ruleTypeSchema,
  runs: z.array(rulePreviewRunSchema),
  maskedCounts: z.partialRecord(piiKindSchema, z.number().int().min(0)),
});
export type PreviewRuleResponse = z.infer<typeof previewRuleResponseSchema>;
