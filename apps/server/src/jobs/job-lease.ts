import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { type JobRow, nowPlusMs } from './job.repository.js';

/**
 * Takes up to `limit` due jobs of `kinds` for runner `owner`, leased for
 * `leaseMs`; each claim's `locked_by` is the owner and a token of its own
 * (the lease token later calls pass as `owner`), so an attempt that lost its
 * lease cannot touch the next attempt even in the same runner. Due jobs are queued jobs whose `run_after` has come, and running jobs whose
 * lease ran out (their process crashed or lost the database). One statement:
 * `FOR UPDATE SKIP LOCKED` lets several runners of several processes claim
 * side by side on PostgreSQL without taking the same job, and on PGlite (one
 * connection, statements one after another) it is simply a locking select.
 */
export async function claimJobs(
  db: Kysely<Database>,
  {
    owner,
    kinds,
    limit,
    leaseMs,
  }: { owner: string; kinds: string[]; limit: number; leaseMs: number },
): Promise<JobRow[]> {
  if (kinds.length === 0 || limit < 1) return [];
  const result = await sql<JobRow>`
    update job set
      state = 'running',
      attempts = job.attempts + 1,
      locked_by = ${owner} || '/' || gen_random_uuid(),
      locked_until = ${nowPlusMs(leaseMs)},
      started_at = now(),
      cancel_requested = false
    where job.id in (
      select id from job
      where kind in (${sql.join(kinds)})
        and attempts < max_attempts
        and ((state = 'queued' and run_after <= now())
          or (state = 'running' and locked_until < now()))
      order by run_after, created_at
      limit ${limit}
      for update skip locked)
    returning job.*`.execute(db);
  return result.rows;
}

/**
 * Fails running jobs whose lease ran out on their last attempt: their process
 * died mid-way as many times as the job may be tried, so it is not taken again.
 */
export async function failAbandonedJobs(db: Kysely<Database>, kinds: string[]): Promise<number> {
  if (kinds.length === 0) return 0;
  const result = await db
    .updateTable('job')
    .set({
      state: 'failed',
      finished_at: sql<Date>`now()`,
      locked_by: null,
      locked_until: null,
      last_error: sql<string>`coalesce(last_error, 'The process running the job stopped before it finished.')`,
    })
    .where('kind', 'in', kinds)
    .where('state', '=', 'running')
    .where('locked_until', '<', sql<Date>`now()`)
    .where(sql<boolean>`attempts >= max_attempts`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Extends the lease of a job `owner` still holds; answers whether it still
 * holds it and whether a cancel was asked. A lease lost (it ran out and
 * another runner took the job) answers `held: false`.
 */
export async function renewLease(
  db: Kysely<Database>,
  { id, owner, leaseMs }: { id: string; owner: string; leaseMs: number },
): Promise<{ held: boolean; cancelRequested: boolean }> {
  const row = await db
    .updateTable('job')
    .set({ locked_until: nowPlusMs(leaseMs) })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', owner)
    .returning('cancel_requested')
    .executeTakeFirst();
  return { held: row !== undefined, cancelRequested: row?.cancel_requested ?? false };
}

/** Saves a running job's progress (only while `owner` holds it); answers like `renewLease`. */
export async function saveProgress(
  db: Kysely<Database>,
  {
    id,
    owner,
    leaseMs,
    progress,
  }: {
    id: string;
    owner: string;
    leaseMs: number;
    progress: { done: number; total?: number | null; message?: string | null };
  },
): Promise<{ held: boolean; cancelRequested: boolean }> {
  const row = await db
    .updateTable('job')
    .set({
      locked_until: nowPlusMs(leaseMs),
      progress_done: Math.max(0, Math.round(progress.done)),
      ...(progress.total !== undefined
        ? {
            progress_total:
              progress.total === null ? null : Math.max(0, Math.round(progress.total)),
          }
        : {}),
      ...(progress.message !== undefined ? { progress_message: progress.message } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', owner)
    .returning('cancel_requested')
    .executeTakeFirst();
  return { held: row !== undefined, cancelRequested: row?.cancel_requested ?? false };
}

/** How an attempt ended. */
export type AttemptOutcome =
  | { kind: 'succeeded' }
  | { kind: 'cancelled' }
  /** Failed: retried after `retryInMs`, or failed for good when null. */
  | { kind: 'failed'; error: string; retryInMs: number | null }
  /**
   * Handed back untried: the process stops, or the database went away. The
   * attempt does not count; the job is due again after `retryInMs`.
   */
  | { kind: 'released'; error?: string; retryInMs: number };

/**
 * Records how an attempt ended, if `owner` still holds the job (a runner
 * whose lease ran out and was taken over records nothing). Returns whether it did.
 */
export async function finishAttempt(
  db: Kysely<Database>,
  { id, owner, outcome }: { id: string; owner: string; outcome: AttemptOutcome },
): Promise<boolean> {
  const unlocked = { locked_by: null, locked_until: null, cancel_requested: false } as const;
  const update = db.updateTable('job');
  const set = (() => {
    switch (outcome.kind) {
      case 'succeeded':
      case 'cancelled':
        return update.set({ ...unlocked, state: outcome.kind, finished_at: sql<Date>`now()` });
      case 'failed':
        return outcome.retryInMs === null
          ? update.set({
              ...unlocked,
              state: 'failed',
              last_error: outcome.error,
              finished_at: sql<Date>`now()`,
            })
          : update.set({
              ...unlocked,
              state: 'queued',
              last_error: outcome.error,
              run_after: nowPlusMs(outcome.retryInMs),
            });
      case 'released':
        return update.set((eb) => ({
          ...unlocked,
          state: 'queued',
          attempts: eb('attempts', '-', 1),
          run_after: nowPlusMs(outcome.retryInMs),
          ...(outcome.error ? { last_error: outcome.error } : {}),
        }));
    }
  })();
  const result = await set
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
