import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import { idSchema } from '../entities/id.js';
import {
  reviewFieldsSchema,
  reviewQueueFiltersSchema,
  reviewQueueItemSchema,
  reviewQueueSchema,
  reviewSchema,
  runReviewSchema,
} from '../entities/review.js';
import { patchBody } from './patch-body.js';
import { projectScopeQuerySchema } from './scope.js';

/** `GET /v1/review-queues?projectId`: the project's queues, newest first. */
export const listReviewQueuesResponseSchema = z.array(reviewQueueSchema);
export type ListReviewQueuesResponse = z.infer<typeof listReviewQueuesResponseSchema>;

/**
 * `POST /v1/review-queues`: a queue of the runs matching a logs selection (newest first, at most
 * 1,000), of a dataset's items, or of an experiment's outputs (item by item, each chosen variant
 * in order), snapshotted now.
 */
export const createReviewQueueBodySchema = z.discriminatedUnion(
  'source',
  [
    z.object({
      name: displayNameSchema,
      source: z.literal('filter'),
      filters: reviewQueueFiltersSchema.default({ type: 'llm', filters: '' }),
    }),
    z.object({ name: displayNameSchema, source: z.literal('dataset'), datasetId: idSchema }),
    z.object({
      name: displayNameSchema,
      source: z.literal('experiment'),
      experimentId: idSchema,
      /** Only these variants' outputs (by index); every variant when omitted. */
      variantIndexes: z
        .array(
          z
            .number({ error: 'Variant index must be a number' })
            .int('Variant index must be a whole number')
            .min(0, 'Variant index must be at least 0'),
        )
        .min(1, 'Choose at least one variant')
        .max(10, 'An experiment has at most 10 variants')
        .optional(),
    }),
  ],
  { error: 'Source must be filter, dataset or experiment' },
);
export type CreateReviewQueueBody = z.input<typeof createReviewQueueBodySchema>;
export const createReviewQueueResponseSchema = reviewQueueSchema;

/** `GET /v1/review-queues/{id}`. */
export const getReviewQueueResponseSchema = reviewQueueSchema;

/** `PATCH /v1/review-queues/{id}`: rename. */
export const updateReviewQueueBodySchema = patchBody({ name: displayNameSchema.optional() });
export type UpdateReviewQueueBody = z.infer<typeof updateReviewQueueBodySchema>;
export const updateReviewQueueResponseSchema = reviewQueueSchema;

/** Items a page of a queue holds unless asked otherwise. */
export const reviewItemsPageSize = 20;

/** `GET /v1/review-queues/{id}/items?cursor&limit`: items in queue order from the cursor on. */
export const listReviewItemsQuerySchema = projectScopeQuerySchema.extend({
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,6}$/, 'Cursor must be the nextCursor of a previous page')
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(reviewItemsPageSize),
});
export type ListReviewItemsQuery = z.input<typeof listReviewItemsQuerySchema>;
export const listReviewItemsResponseSchema = z.object({
  data: z.array(reviewQueueItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ListReviewItemsResponse = z.infer<typeof listReviewItemsResponseSchema>;

/** `{id}/items/{itemId}` path parameters. */
export const reviewItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

/** `PUT /v1/review-queues/{id}/items/{itemId}/review`: my review of the item, replaced whole. */
export const putReviewBodySchema = reviewFieldsSchema.refine(
  (review) => review.thumb !== null || review.score !== null || review.comment !== null,
  { error: 'Give a thumb, a score or a comment' },
);
export type PutReviewBody = z.input<typeof putReviewBodySchema>;
export const putReviewResponseSchema = reviewSchema;

/** `GET /v1/runs/{id}/reviews`: people's reviews of a run from every queue, latest first. */
export const listRunReviewsResponseSchema = z.array(runReviewSchema);
export type ListRunReviewsResponse = z.infer<typeof listRunReviewsResponseSchema>;
