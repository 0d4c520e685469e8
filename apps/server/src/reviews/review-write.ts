import type { PutReviewBody, Review } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import type { Caller } from '../http/app-env.js';
import { outputDigest } from './output-digest.js';
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
    .select(['id', 'run_id', 'experiment_id', 'experiment_item_id', 'variant_index'])
    .where('project_id', '=', projectId)
    .where('queue_id', '=', queueId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw reviewItemNotFound();
  const digest = item.experiment_id ? await gradedOutputDigest(db, projectId, item) : null;
  const fields = {
    thumb: body.thumb ?? null,
    score: body.score ?? null,
    comment: body.comment?.trim() ? body.comment.trim() : null,
    output_digest: digest,
  };
  const row = await db
    .insertInto('review')
    .values({
      project_id: projectId,
      queue_id: queueId,
      item_id: item.id,
      run_id: item.run_id,
      experiment_id: item.experiment_id,
      experiment_item_id: item.experiment_item_id,
      variant_index: item.variant_index,
      reviewer_id: caller.accountId,
      ...fields,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['project_id', 'item_id', 'reviewer_id'])
        .doUpdateSet({ ...fields, updated_at: sql`now()` }),
    )
    .returning([
      'reviewer_id',
      'thumb',
      'score',
      'comment',
      'created_at',
      'updated_at',
      'output_digest',
    ])
    .executeTakeFirstOrThrow();
  return toReview({ ...row, reviewer_name: caller.name }, item.experiment_id ? digest : undefined);
}

/**
 * The fingerprint of the experiment output a review grades, as it is now; 409 while the pair has
 * no output (not run yet, or being re-run), since there is nothing to grade.
 */
async function gradedOutputDigest(
  db: Kysely<Database>,
  projectId: string,
  item: {
    experiment_id: string | null;
    experiment_item_id: string | null;
    variant_index: number | null;
  },
): Promise<string> {
  const result = await db
    .selectFrom('experiment_result')
    .select(['output', 'error'])
    .where('project_id', '=', projectId)
    .where('experiment_id', '=', item.experiment_id ?? '')
    .where('item_id', '=', item.experiment_item_id ?? '')
    .where('variant_index', '=', item.variant_index ?? 0)
    .executeTakeFirst();
  if (!result) {
    throw new ApiError(
      409,
      'No output yet',
      'This variant has not produced an output for this item yet; grade it once the experiment has run it.',
    );
  }
  return outputDigest(result);
}
