import { z } from 'zod';

export const thumbs = ['up', 'down'] as const;
export const thumbSchema = z.enum(thumbs);
export type Thumb = z.infer<typeof thumbSchema>;

/** A person's judgement of a run: a thumb up or down (or none) with an optional comment. */
export const runFeedbackSchema = z.object({
  thumb: thumbSchema.nullable(),
  comment: z.string().max(10_000, 'Comment must be at most 10000 characters').optional(),
});
export type RunFeedback = z.infer<typeof runFeedbackSchema>;

/** A named score given to a run by a person, an SDK or an evaluator. */
export const runScoreSchema = z.object({
  label: z.string().trim().min(1, 'Score label is required').max(100),
  value: z.union([z.number(), z.string(), z.boolean()]),
  comment: z.string().max(10_000).optional(),
});
export type RunScore = z.infer<typeof runScoreSchema>;
