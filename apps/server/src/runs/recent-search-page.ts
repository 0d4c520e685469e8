import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { listTypeCondition } from './run.repository.js';
import {
  type RunSelection,
  selectionUsesSearchIndex,
  textFilterIndexUse,
} from './run-selection.js';

/**
 * Newest runs of a list a search page is first looked for in: a text found
 * in at least one run in ~30 there fills a page from them.
 */
export const recentSearchWindow = 1_000;

/** Where a page of a search is in its list. */
export interface SearchPage {
  direction: 'asc' | 'desc';
  limit: number;
  page: number;
}

/**
 * The `created_at` (as PostgreSQL prints it, exact to the microsecond) of a
 * list's `window`-th newest (or oldest) run, whatever its filters: the runs
 * from there on, in the list's order, are its first `window` (and the ties
 * of the last one). Undefined when the list holds fewer runs.
 */
export async function listWindowBoundary(
  db: Kysely<Database>,
  projectId: string,
  type: RunSelection['type'],
  direction: 'asc' | 'desc',
  window: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('run')
    .select(sql<string>`run.created_at::text`.as('created_at'))
    .where('run.project_id', '=', projectId)
    .where((eb) => listTypeCondition(type, eb))
    .orderBy('run.created_at', direction)
    .orderBy('run.id', direction)
    .offset(window - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/**
 * One page of a search (the search box, or a filter the search index
 * narrows: `selectionUsesSearchIndex`) sorted by `created_at`, looked for among the list's
 * `window` newest (or oldest) runs first, testing each without the search
 * index; or null when the page is not all there (the caller reads it through
 * the index instead).
 *
 * Why: the search index finds a rare text in a few runs fast, but a frequent
 * one holds most runs of a large project (~800k of 1M for "refund" in the
 * bench), and PostgreSQL, which cannot estimate how many runs a text matches,
 * joins them all and sorts them (~15 s), where reading the newest runs in
 * order fills a page after a few dozen. The page is exact either way: the
 * runs of the list from the window's boundary on (in the list's order) are
 * the first ones of the whole list, so a full page among them is the page of
 * the whole list; a list with no boundary (fewer runs than `window`) is all
 * in the window. A selection whose text is tested without the index
 * (`textFilterIndexUse`: the enrichment filters leave at most 10,000 runs)
 * is left to `readSearchPageInDateOrder`: those few runs are rarely among
 * the newest (62 ms spent finding none at 10M runs).
 * @param build the list's query for a selection (its `select` and columns)
 */
export async function readRecentSearchPage<O>(
  db: Kysely<Database>,
  projectId: string,
  selection: RunSelection,
  build: (selection: RunSelection) => SelectQueryBuilder<Database, 'run', O>,
  { direction, limit, page }: SearchPage,
  window = recentSearchWindow,
): Promise<O[] | null> {
  const skip = page * limit;
  if (!selectionUsesSearchIndex(selection) || textFilterIndexUse(selection) === 'test') return null;
  if (skip + limit > window) return null;
  const boundary = await listWindowBoundary(db, projectId, selection.type, direction, window);
  const rows = await build({ ...selection, searchIndex: 'test' })
    .$if(boundary !== undefined, (query) =>
      query.where(
        'run.created_at',
        direction === 'desc' ? '>=' : '<=',
        sql<Date>`${boundary}::timestamptz`,
      ),
    )
    .orderBy('run.created_at', direction)
    .orderBy('run.id', direction)
    .limit(limit)
    .offset(skip)
    .execute();
  return rows.length === limit || boundary === undefined ? rows : null;
}
