import {
  type CreateReviewQueueBody,
  type Review,
  type ReviewQueue,
  type ReviewQueueItem,
  type RunListType,
  reviewQueueItemCap,
  type Thumb,
} from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import { findDatasetV2, toDatasetItem } from '../datasets/dataset-item.repository.js';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';
import { runReadColumns, toRun } from '../runs/run.repository.js';
import { selectRuns } from '../runs/run-selection.js';
import { createExperimentQueue, loadExperimentOutputs } from './experiment-queue.repository.js';

type Db = Kysely<Database>;

/** 404 for a queue that does not exist in the project (or belongs to another org). */
export const reviewQueueNotFound = () =>
  new ApiError(404, 'Review queue not found', 'No such review queue in this project.');

/** 404 for an item that is not in the queue. */
export const reviewItemNotFound = () =>
  new ApiError(404, 'Review item not found', 'No such item in this review queue.');

interface QueueRow {
  id: string;
  name: string;
  source: string;
  list_type: string | null;
  filters: string | null;
  dataset_id: string | null;
  experiment_id: string | null;
  variant_indexes: number[] | null;
  item_count: number;
  created_at: Date;
  creator_id: string | null;
  creator_name: string | null;
  reviewed_count: number | string;
  reviewed_by_me_count: number | string;
}

/** The queues of a project with their progress for `reviewerId` (null for an API key). */
export async function listQueues(
  db: Db,
  projectId: string,
  reviewerId: string | null,
  queueId?: string,
): Promise<ReviewQueue[]> {
  const rows = await db
    .selectFrom('review_queue as q')
    .leftJoin('account as a', 'a.id', 'q.created_by')
    .select([
      'q.id',
      'q.name',
      'q.source',
      'q.list_type',
      'q.filters',
      'q.dataset_id',
      'q.experiment_id',
      'q.variant_indexes',
      'q.item_count',
      'q.created_at',
      'a.id as creator_id',
      'a.name as creator_name',
      sql<number>`(select count(distinct r.item_id) from review r where r.project_id = q.project_id and r.queue_id = q.id)`.as(
        'reviewed_count',
      ),
      sql<number>`(select count(*) from review r where r.project_id = q.project_id and r.queue_id = q.id and r.reviewer_id = ${reviewerId})`.as(
        'reviewed_by_me_count',
      ),
    ])
    .where('q.project_id', '=', projectId)
    .$if(queueId !== undefined, (query) => query.where('q.id', '=', queueId ?? ''))
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
  return rows.map(toQueue);
}

function toQueue(row: QueueRow): ReviewQueue {
  return {
    id: row.id,
    name: row.name,
    source: row.source === 'dataset' || row.source === 'experiment' ? row.source : 'filter',
    filters:
      row.source === 'filter'
        ? { type: (row.list_type ?? 'llm') as RunListType, filters: row.filters ?? '' }
        : null,
    datasetId: row.dataset_id,
    experimentId: row.experiment_id,
    variantIndexes: row.source === 'experiment' ? (row.variant_indexes ?? []) : null,
    itemCount: row.item_count,
    reviewedCount: Number(row.reviewed_count),
    reviewedByMeCount: Number(row.reviewed_by_me_count),
    createdAt: row.created_at.toISOString(),
    createdBy: row.creator_id ? { id: row.creator_id, name: row.creator_name ?? '' } : null,
  };
}

/** One queue of the project, or 404. */
export async function findQueue(
  db: Db,
  projectId: string,
  queueId: string,
  reviewerId: string | null,
): Promise<ReviewQueue> {
  const [queue] = await listQueues(db, projectId, reviewerId, queueId);
  if (!queue) throw reviewQueueNotFound();
  return queue;
}

/** A queue of a dataset's items, oldest first as the dataset lists them, at most `reviewQueueItemCap`. */
async function createDatasetQueue(
  db: Db,
  projectId: string,
  body: Extract<CreateReviewQueueBody, { source: 'dataset' }>,
  createdBy: string | null,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    // 404 for a dataset of another project or org, like every other dataset call.
    await findDatasetV2(trx, projectId, body.datasetId);
    const items = await trx
      .selectFrom('dataset_v2_item')
      .select('id')
      .where('project_id', '=', projectId)
      .where('dataset_id', '=', body.datasetId)
      .orderBy('seq', 'asc')
      .limit(reviewQueueItemCap)
      .execute();
    const queue = await trx
      .insertInto('review_queue')
      .values({
        project_id: projectId,
        name: body.name,
        source: 'dataset',
        dataset_id: body.datasetId,
        item_count: items.length,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (items.length > 0) {
      await trx
        .insertInto('review_item')
        .values(
          items.map((item, index) => ({
            project_id: projectId,
            queue_id: queue.id,
            position: index + 1,
            dataset_item_id: item.id,
          })),
        )
        .execute();
    }
    return queue.id;
  });
}

/**
 * Creates a queue and snapshots its items: the runs of the logs selection, newest first, at most
 * `reviewQueueItemCap` (the same selection the logs list shows, `selectRuns`).
 */
export async function createQueue(
  db: Db,
  projectId: string,
  body: CreateReviewQueueBody,
  createdBy: string | null,
): Promise<string> {
  if (body.source === 'dataset') return createDatasetQueue(db, projectId, body, createdBy);
  if (body.source === 'experiment') return createExperimentQueue(db, projectId, body, createdBy);
  const selection = { type: body.filters?.type ?? 'llm', filters: body.filters?.filters ?? '' };
  assertValidFilterString(selection.filters, 'filters.filters');
  return db.transaction().execute(async (trx) => {
    const runs = await selectRuns(trx, projectId, selection)
      .select('run.id')
      .orderBy('run.created_at', 'desc')
      .orderBy('run.id', 'desc')
      .limit(reviewQueueItemCap)
      .execute();
    const queue = await trx
      .insertInto('review_queue')
      .values({
        project_id: projectId,
        name: body.name,
        source: 'filter',
        list_type: selection.type,
        filters: selection.filters,
        item_count: runs.length,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (runs.length > 0) {
      await trx
        .insertInto('review_item')
        .values(
          runs.map((run, index) => ({
            project_id: projectId,
            queue_id: queue.id,
            position: index + 1,
            run_id: run.id,
          })),
        )
        .execute();
    }
    return queue.id;
  });
}

interface ReviewRow {
  item_id: string;
  reviewer_id: string | null;
  reviewer_name: string | null;
  thumb: string | null;
  score: number | null;
  comment: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * A stored review as the API answers it. `currentDigest` is given for a review of an experiment
 * output: the fingerprint of that output now (null when it has none now); the review is
 * `outdated` when it graded another output.
 */
export function toReview(
  row: Omit<ReviewRow, 'item_id'> & { output_digest?: string | null },
  currentDigest?: string | null,
): Review {
  return {
    thumb: row.thumb as Thumb | null,
    score: row.score,
    comment: row.comment,
    reviewer: row.reviewer_id ? { id: row.reviewer_id, name: row.reviewer_name ?? '' } : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    ...(currentDigest !== undefined ? { outdated: row.output_digest !== currentDigest } : {}),
  };
}

const reviewColumns = [
  'r.item_id',
  'r.reviewer_id',
  'a.name as reviewer_name',
  'r.thumb',
  'r.score',
  'r.comment',
  'r.created_at',
  'r.updated_at',
  'r.output_digest',
] as const;

/**
 * One page of a queue's items in queue order, from position `after + 1`, with the run each one
 * names as it is now, the caller's review and everyone else's.
 */
export async function listItems(
  db: Db,
  projectId: string,
  queueId: string,
  reviewerId: string | null,
  after: number,
  limit: number,
): Promise<{ data: ReviewQueueItem[]; nextCursor: string | null }> {
  const items = await db
    .selectFrom('review_item')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('queue_id', '=', queueId)
    .where('position', '>', after)
    .orderBy('position')
    .limit(limit + 1)
    .execute();
  const page = items.slice(0, limit);
  if (page.length === 0) return { data: [], nextCursor: null };
  const runIds = page.flatMap((item) => (item.run_id ? [item.run_id] : []));
  const runs =
    runIds.length > 0
      ? await db
          .selectFrom('run')
          .select(runReadColumns)
          .where('project_id', '=', projectId)
          .where('id', 'in', runIds)
          .execute()
      : [];
  const runById = new Map(runs.map((row) => [row.id, toRun(row)]));
  const datasetItemIds = page.flatMap((item) =>
    item.dataset_item_id ? [item.dataset_item_id] : [],
  );
  const datasetItems =
    datasetItemIds.length > 0
      ? await db
          .selectFrom('dataset_v2_item')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('id', 'in', datasetItemIds)
          .execute()
      : [];
  const datasetItemById = new Map(datasetItems.map((row) => [row.id, toDatasetItem(row)]));
  const experimentOutputs = await loadExperimentOutputs(db, projectId, page);
  const reviews = await db
    .selectFrom('review as r')
    .leftJoin('account as a', 'a.id', 'r.reviewer_id')
    .select(reviewColumns)
    .where('r.project_id', '=', projectId)
    .where(
      'r.item_id',
      'in',
      page.map((item) => item.id),
    )
    .orderBy('r.updated_at', 'desc')
    .execute();
  const data = page.map((item) => {
    const own = reviews.filter((review) => review.item_id === item.id);
    const mine = reviewerId ? own.find((review) => review.reviewer_id === reviewerId) : undefined;
    const experimentOutput = experimentOutputs.get(item.id);
    // Reviews of an experiment output say whether they graded the output shown now.
    const digest = item.experiment_id ? (experimentOutput?.digest ?? null) : undefined;
    return {
      id: item.id,
      queueId: item.queue_id,
      position: item.position,
      runId: item.run_id,
      datasetItemId: item.dataset_item_id,
      run: (item.run_id && runById.get(item.run_id)) || null,
      datasetItem: (item.dataset_item_id && datasetItemById.get(item.dataset_item_id)) || null,
      experimentOutput: experimentOutput?.output ?? null,
      myReview: mine ? toReview(mine, digest) : null,
      otherReviews: own
        .filter((review) => review !== mine)
        .map((review) => toReview(review, digest)),
    };
  });
  const last = page.at(-1);
  return {
    data,
    nextCursor: items.length > limit && last ? String(last.position) : null,
  };
}

/** Human reviews of one run from every queue of the project, latest first. */
export async function listRunReviews(db: Db, projectId: string, runId: string) {
  const rows = await db
    .selectFrom('review as r')
    .innerJoin('review_queue as q', (join) =>
      join.onRef('q.project_id', '=', 'r.project_id').onRef('q.id', '=', 'r.queue_id'),
    )
    .leftJoin('account as a', 'a.id', 'r.reviewer_id')
    .select([...reviewColumns, 'q.id as queue_id', 'q.name as queue_name'])
    .where('r.project_id', '=', projectId)
    .where('r.run_id', '=', runId)
    .orderBy('r.updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    ...toReview(row),
    queueId: row.queue_id,
    queueName: row.queue_name,
  }));
}
