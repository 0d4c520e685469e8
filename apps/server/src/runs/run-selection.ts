import { timeRangeProblem } from '@lookout/domain';
import { parseFilterBar } from '@lookout/filters';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { compileFilterString } from './filter-sql/compile-filter-bar.js';
import { compileSearchFilter } from './filter-sql/compilers/search.js';
import {
  filterBarReadsRunContent,
  filterBarUsesSearchIndex,
} from './filter-sql/content-filters.js';
import type { FilterCompileOptions, SearchIndexUse } from './filter-sql/run-condition.js';
import { listTypeCondition } from './run.repository.js';

/**
 * What a logs list shows: its type, the filter string of its URL, a search text and the time
 * range of the runs' start (`from` included, `to` excluded, ISO instants).
 */
export interface RunSelection {
  type: 'llm' | 'trace' | 'thread';
  filters: string;
  search?: string | undefined;
  /**
   * How the search, and the filters the search index narrows, use it; when
   * absent, `textFilterIndexUse` decides.
   */
  searchIndex?: SearchIndexUse;
  /** How the enrichment filters read (`enrichment-reads.ts`); `planner` when absent. */
  enrichments?: FilterCompileOptions['enrichments'];
  from?: string | undefined;
  to?: string | undefined;
}

/** Refuses (400, naming `to`) a time range that does not end after it starts. */
export function assertValidTimeRange(selection: Pick<RunSelection, 'from' | 'to'>): void {
  const problem = timeRangeProblem(selection);
  if (problem) throw new ApiError(400, 'Invalid request', problem);
}

/**
 * The runs of a selection in a project, as a query to page, count or stream:
 * the one definition the list, the count and the export share.
 */
export function selectRuns(db: Kysely<Database>, projectId: string, selection: RunSelection) {
  const options: FilterCompileOptions = {
    searchIndex: textFilterIndexUse(selection),
    enrichments: selection.enrichments ?? 'planner',
    threads: selection.type !== 'llm',
    listType: selection.type,
  };
  return db
    .selectFrom('run')
    .where('run.project_id', '=', projectId)
    .where((eb) => listTypeCondition(selection.type, eb))
    .where((eb) => compileFilterString(selection.filters, eb, options))
    .$if(!!selection.search && options.searchIndex !== 'skip', (query) =>
      query.where((eb) => compileSearchFilter([selection.search ?? ''], eb, options)),
    )
    .$if(!!selection.from, (query) =>
      query.where('run.created_at', '>=', new Date(selection.from ?? 0)),
    )
    .$if(!!selection.to, (query) =>
      query.where('run.created_at', '<', new Date(selection.to ?? 0)),
    );
}

/**
 * How a selection's text filters use the search index unless it says
 * (`searchIndex`): `test` when its enrichment filters read `joined`, which
 * `withEnrichmentReads` chooses only when the required ones match at most
 * 10,000 runs (one of them, or all together on the LLM list), so at most
 * that many runs can match and their text is tested directly; `narrow` (the
 * index's candidates, then the test) otherwise.
 * Why: a frequent text's candidates are most of the project (1.16M runs for
 * "charged twice" at 10M), and PostgreSQL gathered them all before joining
 * the few runs the enrichments allowed: 11.3 s, against 0.8–2 s testing the
 * text of those runs.
 */
export function textFilterIndexUse(selection: RunSelection): SearchIndexUse {
  return selection.searchIndex ?? (selection.enrichments === 'joined' ? 'test' : 'narrow');
}

/**
 * Whether a selection tests run content text on each row: a search text, or
 * a filter of `readsRunContent`. Counting such a selection decompresses the
 * input and output of every match, so its count stops at a cap (`countRuns`).
 */
export function selectionReadsRunContent(selection: RunSelection): boolean {
  return !!selection.search || filterBarReadsRunContent(parseFilterBar(selection.filters));
}

/**
 * Whether the search index narrows a selection's runs: a search text, or a
 * filter that the index prefilters (`filterBarUsesSearchIndex`). A frequent
 * text makes that index's candidates most of the project, which PostgreSQL
 * cannot foresee: such a page is first looked for among the newest runs.
 */
export function selectionUsesSearchIndex(selection: RunSelection): boolean {
  return !!selection.search || filterBarUsesSearchIndex(parseFilterBar(selection.filters));
}
