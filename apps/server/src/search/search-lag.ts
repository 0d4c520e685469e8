import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { changedAfter } from './index-watermark.js';

/** Un-indexed runs counted at most: past it the count says "more". */
export const searchLagCountCap = 10_000;

/** Seconds a run may wait for the indexer before the logs page says search is catching up. */
export const searchCatchingUpAfterSeconds = 5;

/** How far the search index is behind for one project. */
export interface SearchLag {
  /** Runs of the project changed since the indexer's watermark, at most `searchLagCountCap`. */
  pendingRuns: number;
  /** Whether there are more than `pendingRuns`. */
  capped: boolean;
  /** Seconds since the oldest of them changed; 0 when none waits. */
  lagSeconds: number;
  /** Whether a run has waited more than `searchCatchingUpAfterSeconds`. */
  catchingUp: boolean;
}

/**
 * The search index's lag for a project: its runs at or after the watermark,
 * which searches still find (they scan them) but more slowly. Reads
 * `run_changed_at_idx` from the watermark on, a short range once the indexer
 * keeps up.
 */
export async function searchLag(db: Kysely<Database>, projectId: string): Promise<SearchLag> {
  const state = await db
    .selectFrom('run_search_state')
    .select(['watermark_changed_at', 'watermark_run_id'])
    .executeTakeFirst();
  const result = await sql<{ pending: number; oldest: Date | null; now: Date }>`
    with pending as (
      select r.changed_at from run r
      where ${changedAfter('r', state)}
        and r.project_id = ${projectId}
      order by r.changed_at, r.id
      limit ${searchLagCountCap + 1})
    select (select count(*) from pending)::int as pending,
      (select min(changed_at) from pending) as oldest, clock_timestamp() as now`.execute(db);
  const row = result.rows[0];
  const pending = row?.pending ?? 0;
  const lagSeconds = row?.oldest
    ? Math.max(0, (new Date(row.now).getTime() - new Date(row.oldest).getTime()) / 1000)
    : 0;
  return {
    pendingRuns: Math.min(pending, searchLagCountCap),
    capped: pending > searchLagCountCap,
    lagSeconds,
    catchingUp: lagSeconds > searchCatchingUpAfterSeconds,
  };
}
