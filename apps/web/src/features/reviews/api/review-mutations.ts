import {
  createDatasetItem,
  createReviewQueue,
  deleteReviewQueue,
  putReview,
} from '@lookout/client';
import type {
  CreateReviewQueueBody,
  DatasetItemValue,
  ListReviewItemsResponse,
  PutReviewBody,
  ReviewQueue,
} from '@lookout/domain';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reviewItemsKey, reviewsKey } from './reviews-queries';

/** `POST /v1/review-queues`: a new queue (the caller opens it). */
export function useCreateReviewQueue(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewQueueBody) => createReviewQueue(apiClient, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(projectId) }),
  });
}

/** `DELETE /v1/review-queues/{id}`. */
export function useDeleteReviewQueue(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queueId: string) => deleteReviewQueue(apiClient, queueId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(projectId) }),
  });
}

/**
 * `PUT …/items/{itemId}/review`: my review. Once the server confirms, the item's review changes in
 * the loaded pages and the queue's progress is refreshed.
 */
export function usePutReview(projectId: string, queueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: PutReviewBody }) =>
      putReview(apiClient, queueId, itemId, body),
    onSuccess: (review, { itemId }) => {
      let firstReview = false;
      queryClient.setQueryData<InfiniteData<ListReviewItemsResponse>>(
        reviewItemsKey(projectId, queueId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((item) => {
                if (item.id !== itemId) return item;
                firstReview = item.myReview === null;
                return { ...item, myReview: review };
              }),
            })),
          },
      );
      queryClient.setQueryData<ReviewQueue>([...reviewsKey(projectId), 'one', queueId], (queue) =>
        queue && firstReview ? { ...queue, reviewedByMeCount: queue.reviewedByMeCount + 1 } : queue,
      );
      void queryClient.invalidateQueries({ queryKey: [...reviewsKey(projectId), 'list'] });
    },
  });
}

/** `POST /v1/datasets-v2/{id}/items`: the run's input as a new item, its output as the expected one. */
export function useAddToDataset() {
  return useMutation({
    mutationFn: ({
      datasetId,
      input,
      expectedOutput,
    }: {
      datasetId: string;
      input: DatasetItemValue;
      expectedOutput: DatasetItemValue | null;
    }) => createDatasetItem(apiClient, datasetId, { input, expectedOutput }),
  });
}
