import { type CountRunsResponse, runCountCap } from '@lookout/domain';
import { type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { provenSearchMatches } from '../search/search-proven-matches.js';
import { compileSearchFilter } from './filter-sql/compilers/search.js';
import {
  defaultCompileOptions,
  type RunExpressionBuilder,
  type SearchIndexUse,
} from './filter-sql/run-condition.js';
import { listWindowBoundary } from './recent-search-page.js';
import { type RunSelection, selectRuns, textFilterIndexUse } from './run-selection.js';

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
 * instead of visiting (and, for text, decompressing) every match. A search
 * for one word counts first the runs, among the list's newest, whose search
 * documents prove they hold it (`search/search-proven-matches.ts`): past the
 * cap, that is the answer, without testing any run's text.
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
  // A frequent word: its documents alone prove more than `cap` matches, without testing the text
  // of each (ILIKE over ~10,000 runs) or joining every candidate of the index.
  // It looks among the list's newest runs only (twice the cap): a word that fills half of them
  // is proven past the cap at once; a rarer one costs that window, not the project.
  const proof = selection.search ? provenSearchMatches(selection.search) : null;
  if (proof) {
    const boundary = await listWindowBoundary(db, projectId, selection.type, 'desc', 2 * cap);
    const proven = await countUpTo(
      db,
      selectRuns(db, projectId, { ...selection, search: undefined })
        .innerJoin('run_search as indexed', (join) =>
          join
            .onRef('indexed.project_id', '=', 'run.project_id')
            .onRef('indexed.run_id', '=', 'run.id'),
        )
        .where(proof)
        .$if(boundary !== undefined, (query) =>
          query.where('run.created_at', '>=', sql<Date>`${boundary}::timestamptz`),
        )
        .select(sql<number>`1`.as('one')),
      cap,
    );
    if (proven > cap) return { count: cap, capped: true };
  }
  const count = await countUpTo(
    db,
    proof && selection.search && textFilterIndexUse(selection) === 'narrow'
      ? selectRunsProvenFirst(db, projectId, { ...selection, search: selection.search }, proof)
      : selectRuns(db, projectId, selection).select(sql<number>`1`.as('one')),
    cap,
  );
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
}

/**
 * The runs of a selection searching one word (`proof`: `provenSearchMatches`),
 * to count: the search's candidates, each proved by its fresh document or,
 * failing that, by the test of its text. Most runs a word's candidates hold
 * are proved by their document, which is smaller to read than their input
 * and output (a rare word's 11,659 candidates at 10M runs: 306 → 171 ms);
 * the others (not indexed yet, changed since, too large for a document, or
 * found by their name) are tested as the list tests them. `proof OR test`
 * holds exactly for the runs the test holds for, since a proved run passes
 * the test.
 */
function selectRunsProvenFirst(
  db: Kysely<Database>,
  projectId: string,
  selection: RunSelection & { search: string },
  proof: RawBuilder<SqlBool>,
) {
  const compile = (eb: RunExpressionBuilder, searchIndex: SearchIndexUse) =>
    compileSearchFilter([selection.search], eb, { ...defaultCompileOptions, searchIndex });
  return selectRuns(db, projectId, { ...selection, search: undefined })
    .leftJoin('run_search as indexed', (join) =>
      join
        .onRef('indexed.project_id', '=', 'run.project_id')
        .onRef('indexed.run_id', '=', 'run.id'),
    )
    .where((eb) => eb.and([compile(eb, 'candidates'), eb.or([proof, compile(eb, 'test')])]))
    .select(sql<number>`1`.as('one'));
}

/** How many rows `matching` has, reading at most `cap + 1`. */
async function countUpTo<DB, TB extends keyof DB>(
  db: Kysely<Database>,
  matching: SelectQueryBuilder<DB, TB, { one: number }>,
  cap: number,
): Promise<number> {
  const row = await db
    .selectFrom(matching.limit(cap + 1).as('matching'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
