import { type CountRunsResponse, runCountCap } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { type RunSelection, selectionReadsRunContent, selectRuns } from './run-selection.js';

/** How far a count of a content-testing selection reads; the route keeps the domain's cap. */
export interface CountRunsOptions {
  /** The most matching runs counted; `runCountCap` unless told (tests lower it). */
  cap?: number;
}

/**
 * How many runs a selection holds in a project. A selection that tests run
 * content text (`selectionReadsRunContent`) is counted only up to `cap`: one
 * row past it answers `{count: cap, capped: true}`, since an exact count would
 * decompress and recheck the text of every match (seconds for a common word).
 * Any other selection is counted exactly, with `capped: false`.
 * @example
 * await countRuns(db, projectId, { type: 'llm', filters: '', search: 'refund' });
 * // { count: 10000, capped: true }
 */
export async function countRuns(
  db: Kysely<Database>,
  projectId: string,
  selection: RunSelection,
  { cap = runCountCap }: CountRunsOptions = {},
): Promise<CountRunsResponse> {
  const matching = selectRuns(db, projectId, selection);
  if (!selectionReadsRunContent(selection)) {
    const row = await matching
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), capped: false };
  }
  const row = await db
    .selectFrom(
      matching
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}
