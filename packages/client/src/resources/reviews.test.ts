import type { Review, ReviewQueue, ReviewQueueItem } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { ids, runFixture } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createReviewQueue,
  deleteReviewQueue,
  getReviewQueue,
  listReviewItems,
  listReviewQueues,
  listRunReviews,
  putReview,
  updateReviewQueue,
} from './reviews.js';

const at = '2025-01-02T03:04:05.000Z';
const queue: ReviewQueue = {
  id: ids.entity,
  name: 'Errors this week',
  source: 'filter',
  filters: { type: 'llm', filters: 'status=error' },
  datasetId: null,
  experimentId: null,
  variantIndexes: null,
  itemCount: 40,
  reviewedCount: 12,
  reviewedByMeCount: 10,
  createdAt: at,
  createdBy: { id: ids.user, name: 'Ada' },
};
const review: Review = {
  thumb: 'up',
  score: 4,
  comment: 'Good',
  reviewer: { id: ids.user, name: 'Ada' },
  createdAt: at,
  updatedAt: at,
};
const item: ReviewQueueItem = {
  id: ids.other,
  queueId: ids.entity,
  position: 1,
  runId: ids.run,
  datasetItemId: null,
  run: runFixture,
  datasetItem: null,
  experimentOutput: null,
  myReview: review,
  otherReviews: [],
};
const experimentQueue: ReviewQueue = {
  ...queue,
  name: 'Chatty answers',
  source: 'experiment',
  filters: null,
  experimentId: ids.other,
  variantIndexes: [1],
  itemCount: 2,
};
const experimentItem: ReviewQueueItem = {
  ...item,
  runId: null,
  run: null,
  experimentOutput: {
    experimentId: ids.other,
    itemId: ids.entity,
    variantIndex: 1,
    variantLabel: 'chatty',
    input: 'Capital of France?',
    expectedOutput: 'Paris',
    output: 'Paris, of course.',
    error: null,
  },
  myReview: { ...review, outdated: true },
};
const queuePath = `/v1/review-queues/${ids.entity}`;

const cases: ResourceCase[] = [
  {
    name: 'listReviewQueues',
    run: (http) => listReviewQueues(http),
    answer: [queue],
    expected: { method: 'GET', path: '/v1/review-queues', result: [queue] },
  },
  {
    name: 'createReviewQueue',
    run: (http) =>
      createReviewQueue(http, {
        name: 'Errors this week',
        source: 'filter',
        filters: { type: 'llm', filters: 'status=error' },
      }),
    answer: queue,
    expected: {
      method: 'POST',
      path: '/v1/review-queues',
      body: {
        name: 'Errors this week',
        source: 'filter',
        filters: { type: 'llm', filters: 'status=error' },
      },
      result: queue,
    },
  },
  {
    name: 'createReviewQueue (experiment outputs)',
    run: (http) =>
      createReviewQueue(http, {
        name: 'Chatty answers',
        source: 'experiment',
        experimentId: ids.other,
        variantIndexes: [1],
      }),
    answer: experimentQueue,
    expected: {
      method: 'POST',
      path: '/v1/review-queues',
      body: {
        name: 'Chatty answers',
        source: 'experiment',
        experimentId: ids.other,
        variantIndexes: [1],
      },
      result: experimentQueue,
    },
  },
  {
    name: 'getReviewQueue',
    run: (http) => getReviewQueue(http, ids.entity),
    answer: queue,
    expected: { method: 'GET', path: queuePath, result: queue },
  },
  {
    name: 'updateReviewQueue',
    run: (http) => updateReviewQueue(http, ids.entity, { name: 'Renamed' }),
    answer: { ...queue, name: 'Renamed' },
    expected: { method: 'PATCH', path: queuePath, body: { name: 'Renamed' } },
  },
  {
    name: 'deleteReviewQueue',
    run: (http) => deleteReviewQueue(http, ids.entity),
    expected: { method: 'DELETE', path: queuePath },
  },
  {
    name: 'listReviewItems (first page)',
    run: (http) => listReviewItems(http, ids.entity),
    answer: { data: [item], nextCursor: '1' },
    expected: {
      method: 'GET',
      path: `${queuePath}/items`,
      result: { data: [item], nextCursor: '1' },
    },
  },
  {
    name: 'listReviewItems (next page)',
    run: (http) => listReviewItems(http, ids.entity, { cursor: '20', limit: 20 }),
    answer: { data: [], nextCursor: null },
    expected: {
      method: 'GET',
      path: `${queuePath}/items`,
      query: { cursor: '20', limit: '20' },
      result: { data: [], nextCursor: null },
    },
  },
  {
    name: 'listReviewItems (experiment outputs)',
    run: (http) => listReviewItems(http, ids.entity),
    answer: { data: [experimentItem], nextCursor: null },
    expected: {
      method: 'GET',
      path: `${queuePath}/items`,
      result: { data: [experimentItem], nextCursor: null },
    },
  },
  {
    name: 'putReview',
    run: (http) => putReview(http, ids.entity, ids.other, { thumb: 'up', score: 4 }),
    answer: review,
    expected: {
      method: 'PUT',
      path: `${queuePath}/items/${ids.other}/review`,
      body: { thumb: 'up', score: 4 },
      result: review,
    },
  },
  {
    name: 'listRunReviews',
    run: (http) => listRunReviews(http, ids.run),
    answer: [{ ...review, queueId: ids.entity, queueName: 'Errors this week' }],
    expected: {
      method: 'GET',
      path: `/v1/runs/${ids.run}/reviews`,
      result: [{ ...review, queueId: ids.entity, queueName: 'Errors this week' }],
    },
  },
];

describe('review calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
