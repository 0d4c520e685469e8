import {
  type createReviewQueueBodySchema,
  createReviewQueueResponseSchema,
  getReviewQueueResponseSchema,
  type ListReviewItemsResponse,
  type ListReviewQueuesResponse,
  type ListRunReviewsResponse,
  listReviewItemsResponseSchema,
  listReviewQueuesResponseSchema,
  listRunReviewsResponseSchema,
  type putReviewBodySchema,
  putReviewResponseSchema,
  type Review,
  type ReviewQueue,
  type updateReviewQueueBodySchema,
  updateReviewQueueResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/review-queues`: the selected project's review queues with their progress. */
export function listReviewQueues(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListReviewQueuesResponse> {
  return http.get('/review-queues', { ...options, schema: listReviewQueuesResponseSchema });
}

/**
 * `POST /v1/review-queues`: a queue of the runs of a logs selection (newest 1,000), of a
 * dataset's items, or of an experiment's outputs (`source: 'experiment'`, optionally only some
 * `variantIndexes`).
 * @example await createReviewQueue(http, { name: 'Errors', source: 'filter', filters: { type: 'llm', filters: 'status=error' } });
 */
export function createReviewQueue(
  http: HttpClient,
  body: InputOf<typeof createReviewQueueBodySchema>,
  options?: CallOptions,
): Promise<ReviewQueue> {
  return http.post('/review-queues', body, {
    ...options,
    schema: createReviewQueueResponseSchema,
  });
}

/** `GET /v1/review-queues/{id}`: one queue with its progress. */
export function getReviewQueue(
  http: HttpClient,
  queueId: string,
  options?: CallOptions,
): Promise<ReviewQueue> {
  return http.get(apiPath`/review-queues/${queueId}`, {
    ...options,
    schema: getReviewQueueResponseSchema,
  });
}

/** `PATCH /v1/review-queues/{id}`: renames a queue. */
export function updateReviewQueue(
  http: HttpClient,
  queueId: string,
  body: InputOf<typeof updateReviewQueueBodySchema>,
  options?: CallOptions,
): Promise<ReviewQueue> {
  return http.patch(apiPath`/review-queues/${queueId}`, body, {
    ...options,
    schema: updateReviewQueueResponseSchema,
  });
}

/** `DELETE /v1/review-queues/{id}`: the queue with its items and reviews. */
export async function deleteReviewQueue(
  http: HttpClient,
  queueId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/review-queues/${queueId}`, options);
}

/** `GET /v1/review-queues/{id}/items?cursor&limit`: a page of items in queue order. */
export function listReviewItems(
  http: HttpClient,
  queueId: string,
  params: { cursor?: string | null; limit?: number } = {},
  options?: CallOptions,
): Promise<ListReviewItemsResponse> {
  return http.get(apiPath`/review-queues/${queueId}/items`, {
    ...options,
    query: { cursor: params.cursor ?? undefined, limit: params.limit },
    schema: listReviewItemsResponseSchema,
  });
}

/** `PUT /v1/review-queues/{id}/items/{itemId}/review`: gives or replaces my review of an item. */
export function putReview(
  http: HttpClient,
  queueId: string,
  itemId: string,
  body: InputOf<typeof putReviewBodySchema>,
  options?: CallOptions,
): Promise<Review> {
  return http.put(apiPath`/review-queues/${queueId}/items/${itemId}/review`, body, {
    ...options,
    schema: putReviewResponseSchema,
  });
}

/** `GET /v1/runs/{id}/reviews`: people's reviews of a run from every queue. */
export function listRunReviews(
  http: HttpClient,
  runId: string,
  options?: CallOptions,
): Promise<ListRunReviewsResponse> {
  return http.get(apiPath`/runs/${runId}/reviews`, {
    ...options,
    schema: listRunReviewsResponseSchema,
  });
}
