import { type CountRunsResponse, runCountCap } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { type RunSelection, selectRuns } from './run-selection.js';

/** How far a count reads; the route keeps the domain's cap. */
export interface CountRunsOptions {
  /** The most matching runs counted; `runCountCap` unless told (tests lower it). */
  cap?: number;
}

/**
 * How many runs a selection holds in a project, exactly up to `cap`: one row
 * past it answers `{count: cap, capped: true}` ("10,000+"). The count reads
 * at most `cap + 1` matches, whatever the selection, so a frequent search or
 * a broad filter on millions of runs stops after ten thousand index entries
 * instead of visiting (and, for text, decompressing) every match.
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
  const row = await db
    .selectFrom(
      selectRuns(db, projectId, selection)
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}
