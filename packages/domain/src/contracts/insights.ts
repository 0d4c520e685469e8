import { z } from 'zod';
import { idSchema } from '../entities/id.js';
import { timestampSchema } from '../entities/timestamp.js';

/** Longest range Insights compares, in days. */
export const maxInsightsRangeDays = 366;

/**
 * `GET /v1/insights?from&to`: the project's conversations in `[from, to)`,
 * compared with the previous period of the same length.
 */
export const insightsQuerySchema = z
  .object({
    from: timestampSchema,
    to: timestampSchema,
  })
  .refine((query) => Date.parse(query.from) < Date.parse(query.to), {
    error: '`from` must be before `to`',
    path: ['to'],
  })
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) <= maxInsightsRangeDays * 86_400_000,
    { error: `The range is at most ${maxInsightsRangeDays} days`, path: ['to'] },
  );
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** A conversation shown as an example of a topic. */
export const insightExampleSchema = z.object({
  /** The conversation's id (its thread run); opens at `/logs/{id}`. */
  id: idSchema,
  /** What the user wrote first, cut to 200 characters; null when nothing was recorded. */
  opening: z.string().nullable(),
  /** True when a user message of it reads as negative. */
  negative: z.boolean(),
  startedAt: timestampSchema,
});
export type InsightExample = z.infer<typeof insightExampleSchema>;

/** One topic of the project in the range. */
export const topicInsightSchema = z.object({
  topic: z.string(),
  /** Conversations about the topic in the range. */
  conversations: z.number().int().min(0),
  /** Conversations about it in the previous period of the same length. */
  previousConversations: z.number().int().min(0),
  /** `(conversations - previous) / previous`; null when the previous period had none. */
  growth: z.number().nullable(),
  /** Of the range's conversations about it, those where the user reads as negative. */
  negativeConversations: z.number().int().min(0),
  /** `negativeConversations / conversations`, 0–1; null without conversations. */
  negativeShare: z.number().min(0).max(1).nullable(),
  /** Up to 3 conversations of the range, the unhappy ones first, then the latest. */
  examples: z.array(insightExampleSchema),
});
export type TopicInsight = z.infer<typeof topicInsightSchema>;

export const insightsResponseSchema = z.object({
  from: timestampSchema,
  to: timestampSchema,
  /** Start of the previous period (it ends at `from`). */
  previousFrom: timestampSchema,
  /** Conversations of the range with enrichments. */
  conversations: z.number().int().min(0),
  /** Every topic found in either period, most conversations first. */
  topics: z.array(topicInsightSchema),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
