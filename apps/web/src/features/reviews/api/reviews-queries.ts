import { getReviewQueue, listDatasetsV2, listReviewItems, listReviewQueues } from '@lookout/client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of everything about review queues of `projectId`. */
export function reviewsKey(projectId: string) {
  return ['reviews', projectId] as const;
}

/** `GET /v1/review-queues`: the project's queues with their progress. */
export function useReviewQueues(projectId: string) {
  return useQuery({
    queryKey: [...reviewsKey(projectId), 'list'],
    queryFn: () => listReviewQueues(apiClient, { silent: true }),
  });
}

/** `GET /v1/review-queues/{id}`: one queue and its progress. */
export function useReviewQueue(projectId: string, queueId: string) {
  return useQuery({
    queryKey: [...reviewsKey(projectId), 'one', queueId],
    queryFn: () => getReviewQueue(apiClient, queueId, { silent: true }),
  });
}

/** The cache key of a queue's item pages. */
export function reviewItemsKey(projectId: string, queueId: string) {
  return [...reviewsKey(projectId), 'items', queueId] as const;
}

/** `GET /v1/review-queues/{id}/items?cursor`: the queue's items, a page at a time. */
export function useReviewItems(projectId: string, queueId: string) {
  return useInfiniteQuery({
    queryKey: reviewItemsKey(projectId, queueId),
    queryFn: ({ pageParam }) =>
      listReviewItems(apiClient, queueId, { cursor: pageParam }, { silent: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Reviews change locally after each save; a refetch would move the reviewer's place.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `GET /v1/datasets-v2`: datasets a queue can be made from or an item added to. */
export function useDatasetChoices(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reviews-datasets', projectId],
    queryFn: () => listDatasetsV2(apiClient, {}, { silent: true }),
    enabled,
  });
}
