import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SearchIndexUse } from './filter-sql/run-condition.js';
import type { SearchPage } from './recent-search-page.js';
import {
  type RunSelection,
  selectionReadsRunContent,
  selectionUsesSearchIndex,
  selectRuns,
  textFilterIndexUse,
} from './run-selection.js';

/**
 * One page of a search (the search box, or a filter the search index
 * narrows: `selectionUsesSearchIndex`) sorted by `created_at`, read by
 * ordering the search index's candidates first and testing them in that
 * order until the page is full (`searchPageInDateOrder`). When the text
 * filters are tested without the index (`textFilterIndexUse`: the
 * enrichment filters leave few runs), the candidates are the runs of the
 * other filters (`skip`), for any filter that reads run content. Null for a
 * selection that neither the index narrows nor a content test reads.
 *
 * Why: a page of a rare text (0.15 % of 10M runs: ~11,700 candidates) used
 * to test the text of every candidate, decompressing its input and output,
 * before sorting the matches (~96,000 buffers, 375 ms). Ordering the
 * candidates needs only their row (date, type and the filters on plain
 * columns); the text of about a page of them is then tested (~58,000
 * buffers, 115–180 ms in the same run). Likewise the 4,888 runs with
 * negative inputs and personal data, of which 610 hold "charged twice":
 * testing each text took 1.99 s.
 * @param build the list's query for a selection (its `select` and columns)
 */
export async function readSearchPageInDateOrder<O>(
  db: Kysely<Database>,
  projectId: string,
  selection: RunSelection,
  build: (selection: RunSelection) => SelectQueryBuilder<Database, 'run', O>,
  page: SearchPage,
): Promise<O[] | null> {
  const use = candidatesUse(selection);
  if (use === null) return null;
  return (await searchPageInDateOrder(db, projectId, selection, build, page, use).execute()) as O[];
}

/** How the candidates of a page in date order compile (`SearchIndexUse`). */
type CandidatesUse = Extract<SearchIndexUse, 'candidates' | 'skip'>;

/** How the candidates of `readSearchPageInDateOrder` compile, or null when it does not apply. */
function candidatesUse(selection: RunSelection): CandidatesUse | null {
  if (textFilterIndexUse(selection) === 'test') {
    return selectionReadsRunContent(selection) ? 'skip' : null;
  }
  return selectionUsesSearchIndex(selection) ? 'candidates' : null;
}

/**
 * The statement of `readSearchPageInDateOrder`. It is exact: the inner read
 * (`candidate`) holds every match of the selection (each text filter
 * compiled as its candidates, or `skip`ped, a superset of its matches; filter bars only
 * combine filters with AND and OR), in the list's order; each is then tested
 * with the whole selection (`build`, the index left out), and the first
 * `limit` after `page * limit` that pass are the page. `offset 0` keeps the
 * test a subquery run once per candidate, in order, so PostgreSQL stops at
 * the page's last match instead of joining every candidate.
 * The search index's candidates (`candidates`) may be most of the project:
 * PostgreSQL may read them in the list's order, from its index. The runs of
 * the other filters (`skip`) are few: they are all read first, the best way
 * for all of them (`materialized`), then sorted (a sorted subquery, whose
 * order the test keeps). Left to choose, PostgreSQL
 * read the list in order for the 8,193 runs with toxic output among 6.5M
 * calls (13 s, when no run passed the content tests).
 */
export function searchPageInDateOrder<O>(
  db: Kysely<Database>,
  projectId: string,
  selection: RunSelection,
  build: (selection: RunSelection) => SelectQueryBuilder<Database, 'run', O>,
  { direction, limit, page }: SearchPage,
  use: CandidatesUse = 'candidates',
) {
  const candidates = selectRuns(db, projectId, { ...selection, searchIndex: use }).select([
    'run.project_id',
    'run.id',
    'run.created_at',
  ]);
  const tested = build({ ...selection, searchIndex: 'test' })
    .where(sql.ref('run.project_id'), '=', sql.ref('candidate.project_id'))
    .where(sql.ref('run.id'), '=', sql.ref('candidate.id'))
    .offset(0);
  return db
    .with(
      (name) => (use === 'skip' ? name('candidate_run').materialized() : name('candidate_run')),
      () => candidates,
    )
    .selectFrom((from) =>
      from
        .selectFrom('candidate_run')
        .select(['project_id', 'id', 'created_at'])
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .as('candidate'),
    )
    .innerJoinLateral(tested.as('hit'), (join) => join.onTrue())
    .selectAll('hit')
    .orderBy('candidate.created_at', direction)
    .orderBy('candidate.id', direction)
    .limit(limit)
    .offset(page * limit);
}
