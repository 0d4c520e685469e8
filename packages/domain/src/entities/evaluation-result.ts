import { z } from 'zod';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/**
 * Where one grading is: `pending` while queued or retrying, `done` with a
 * verdict, `error` when it failed for good (the reason says why; it can be
 * retried).
 */
export const evaluationStatuses = ['pending', 'done', 'error'] as const;
export const evaluationStatusSchema = z.enum(evaluationStatuses);
export type EvaluationStatus = z.infer<typeof evaluationStatusSchema>;

/** What one check found: whether it passed, a score (0–1 or the check's own scale) and why. */
export const evaluationVerdictSchema = z.object({
  passed: z.boolean().nullable(),
  /** The measured value (similarity 0–1, sentiment score, length…); null when the check has none. */
  score: z.number().nullable(),
  /** The judge's reasoning, or what a local check measured, in words. */
  reason: z.string().nullable(),
});
export type EvaluationVerdict = z.infer<typeof evaluationVerdictSchema>;

/** One evaluator's result on one run, as `GET /v1/runs/{id}` carries it in `evaluations`. */
export const evaluationResultSchema = evaluationVerdictSchema.extend({
  evaluatorId: idSchema,
  /** The evaluator's name and type when graded, so a result stays readable after a rename. */
  evaluatorName: z.string(),
  type: z.string(),
  status: evaluationStatusSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;
