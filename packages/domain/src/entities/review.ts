import { z } from 'zod';
import { datasetItemSchema, datasetItemValueSchema } from './dataset-v2.js';
import { displayNameSchema } from './display-name.js';
import { filterStringSchema } from './filter-string.js';
import { idSchema } from './id.js';
import { runIdSchema, runSchema } from './run.js';
import { thumbSchema } from './run-feedback.js';
import { runListTypeSchema } from './run-kind.js';
import { timestampSchema } from './timestamp.js';

/** At most this many items are snapshotted into a review queue when it is created. */
export const reviewQueueItemCap = 1000;

/**
 * Where a review queue's items come from: runs matching a logs filter, a dataset's items, or an
 * experiment's outputs (one item per dataset item × variant).
 */
export const reviewQueueSources = ['filter', 'dataset', 'experiment'] as const;
export const reviewQueueSourceSchema = z.enum(reviewQueueSources, {
  error: `Source must be one of ${reviewQueueSources.join(', ')}`,
});
export type ReviewQueueSource = z.infer<typeof reviewQueueSourceSchema>;

/** The logs selection a filter queue was made from: a list type and its filter string. */
export const reviewQueueFiltersSchema = z.object({
  type: runListTypeSchema.default('llm'),
  filters: filterStringSchema.default(''),
});
export type ReviewQueueFilters = z.infer<typeof reviewQueueFiltersSchema>;

/** Someone who made a queue or wrote a review, by name; null once their account is gone. */
export const reviewPersonSchema = z.object({ id: idSchema, name: z.string() });
export type ReviewPerson = z.infer<typeof reviewPersonSchema>;

/** A human score: a whole number from 1 (bad) to 5 (excellent). */
export const reviewScoreSchema = z
  .number({ error: 'Score must be a number from 1 to 5' })
  .int('Score must be a whole number from 1 to 5')
  .min(1, 'Score must be from 1 to 5')
  .max(5, 'Score must be from 1 to 5');

/** A review queue as listed, with its progress. */
export const reviewQueueSchema = z.object({
  id: idSchema,
  name: displayNameSchema,
  source: reviewQueueSourceSchema,
  /** The logs selection of a `filter` queue; null for a dataset queue. */
  filters: reviewQueueFiltersSchema.nullable(),
  /** The dataset of a `dataset` queue (kept after the dataset is deleted); null for a filter queue. */
  datasetId: idSchema.nullable(),
  /** The experiment of an `experiment` queue (the queue goes with it); null for other queues. */
  experimentId: idSchema.nullable(),
  /** The variants (by index) an `experiment` queue holds outputs of; null for other queues. */
  variantIndexes: z.array(z.number().int().min(0)).nullable(),
  itemCount: z.number().int().min(0),
  /** Items anyone has reviewed. */
  reviewedCount: z.number().int().min(0),
  /** Items the caller has reviewed. */
  reviewedByMeCount: z.number().int().min(0),
  createdAt: timestampSchema,
  createdBy: reviewPersonSchema.nullable(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** What a reviewer says about one item: a thumb, a 1–5 score and a comment, at least one of them. */
export const reviewFieldsSchema = z.object({
  thumb: thumbSchema.nullable().default(null),
  score: reviewScoreSchema.nullable().default(null),
  comment: z
    .string()
    .trim()
    .max(10_000, 'Comment must be at most 10000 characters')
    .nullable()
    .default(null)
    .transform((comment) => (comment === '' ? null : comment)),
});

/** One person's review of one queue item. */
export const reviewSchema = z.object({
  thumb: thumbSchema.nullable(),
  score: reviewScoreSchema.nullable(),
  comment: z.string().nullable(),
  reviewer: reviewPersonSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /**
   * Only on reviews of experiment outputs: true when a re-run replaced the output with a different
   * one since the review was given (the review is kept, but grades an older output).
   */
  outdated: z.boolean().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** What the reviewer of an experiment queue reads: one variant's output for one item. */
export const reviewExperimentOutputSchema = z.object({
  experimentId: idSchema,
  /** The experiment's item (the dataset item it was copied from). */
  itemId: idSchema,
  variantIndex: z.number().int().min(0),
  /** The variant's label, else its model, else "Variant N". */
  variantLabel: z.string(),
  input: datasetItemValueSchema,
  expectedOutput: datasetItemValueSchema.nullable(),
  /** The output as it is now; null before the variant ran on the item, or when its call failed. */
  output: z.string().nullable(),
  /** Why the model call failed, when it did. */
  error: z.string().nullable(),
});
export type ReviewExperimentOutput = z.infer<typeof reviewExperimentOutputSchema>;

/** One item of a queue: the run (or dataset item) to read, my review and the others'. */
export const reviewQueueItemSchema = z.object({
  id: idSchema,
  queueId: idSchema,
  /** 1 for the first item of the queue. */
  position: z.number().int().min(1),
  runId: runIdSchema.nullable(),
  datasetItemId: idSchema.nullable(),
  /** The run as it is now; null for a dataset item, or when the run was deleted. */
  run: runSchema.nullable(),
  /** The dataset item as it is now; null for a run, or when the item was deleted. */
  datasetItem: datasetItemSchema.nullable(),
  /** The experiment output as it is now; null for a run or dataset item. */
  experimentOutput: reviewExperimentOutputSchema.nullable(),
  myReview: reviewSchema.nullable(),
  otherReviews: z.array(reviewSchema),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

/** A human review of a run, with the queue it was given in (`GET /v1/runs/{id}/reviews`). */
export const runReviewSchema = reviewSchema.extend({
  queueId: idSchema,
  queueName: z.string(),
});
export type RunReview = z.infer<typeof runReviewSchema>;
