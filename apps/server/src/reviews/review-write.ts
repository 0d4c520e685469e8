import type { PutReviewBody, Review } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import type { Caller } from '../http/app-env.js';
import { reviewItemNotFound, reviewQueueNotFound, toReview } from './review-queue.repository.js';

/**
 * Writes `caller`'s review of an item, replacing the one they gave before (one row per item and
 * reviewer, upserted, so a repeated PUT leaves the same review).
 */
export async function putReview(
  db: Kysely<Database>,
  projectId: string,
  caller: Caller,
  queueId: string,
  itemId: string,
  body: PutReviewBody,
): Promise<Review> {
  if (caller.kind !== 'account') {
    throw new ApiError(403, 'Forbidden', 'Reviews are given by people: sign in to review.');
  }
  const queue = await db
    .selectFrom('review_queue')
    .select('id')
    .where('project_id', '=', projectId)
    .where('id', '=', queueId)
    .executeTakeFirst();
  if (!queue) throw reviewQueueNotFound();
  const item = await db
    .selectFrom('review_item')
    .select(['id', 'run_id'])
    .where('project_id', '=', projectId)
    .where('queue_id', '=', queueId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw reviewItemNotFound();
  const fields = {
    thumb: body.thumb ?? null,
    score: body.score ?? null,
    comment: body.comment?.trim() ? body.comment.trim() : null,
  };
  const row = await db
    .insertInto('review')
    .values({
      project_id: projectId,
      queue_id: queueId,
      item_id: item.id,
      run_id: item.run_id,
      reviewer_id: caller.accountId,
      ...fields,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'item_id', 'reviewer_id'])
        .doUpdateSet({ ...fields, updated_at: sql`now()` }),
    )
    .returning(['reviewer_id', 'thumb', 'score', 'comment', 'created_at', 'updated_at'])
    .executeTakeFirstOrThrow();
  return toReview({ ...row, reviewer_name: caller.name });
}
