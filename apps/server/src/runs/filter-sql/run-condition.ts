import type { RunListType } from '@lookout/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The expression builder filters compile against: a query whose rows are runs (`run`). */
export type RunExpressionBuilder = ExpressionBuilder<Database, 'run'>;

/** A boolean SQL condition on one run, usable in `.where()`. */
export type RunCondition = Expression<SqlBool>;

/**
 * How a filter bar compiles, chosen by the read that runs it.
 * - `searchIndex`: how the filters the search index narrows compile
 *   (`SearchIndexUse`): the text filters (`search`, `string`) by its words,
 *   the message count, length and JSON filters by its content facts.
 * - `enrichments`: how the enrichment filters read `run_enrichment`
 *   (`enrichment-condition.ts`): as PostgreSQL plans it (`planner`), run by
 *   run for a page when many runs match (`per-run`), or from the matching
 *   enrichments when few do (`joined`); `enrichment-reads.ts` measures which.
 * - `threads: false`: the read's runs are never conversations (an LLM
 *   calls list), so a joined enrichment filter skips the step that finds the
 *   conversations of matching messages.
 * - `listType`: the list of the logs page the read shows, whose kinds of run
 *   the content facts' candidates are read within; null for any run.
 */
export interface FilterCompileOptions {
  readonly searchIndex: SearchIndexUse;
  readonly enrichments: 'planner' | 'per-run' | 'joined';
  readonly threads: boolean;
  readonly listType: RunListType | null;
}

/**
 * How a filter the search index narrows compiles:
 * - `narrow`: the index's candidates ANDed with the exact test;
 * - `test`: the exact test alone, for a read that tests few runs anyway,
 *   newest first (`recent-search-page.ts`);
 * - `candidates`: the candidates alone, a superset of the matches (the test
 *   where the index cannot narrow the text), for a read that orders them and
 *   then tests them one by one until its page is full
 *   (`search-page-in-date-order.ts`);
 * - `skip`: every run for each filter that must read run content to test
 *   it (`readsRunContent`, the search text too), the widest superset; the
 *   filters with stored content facts compile as for `test`, which reads no
 *   content for a fresh fact: the candidates of that read when the other
 *   filters hold few runs (enrichment filters read `joined`). Their
 *   candidates as well (a union PostgreSQL cannot size) made it gather the
 *   6.3M LLM calls whose output is not JSON (13 s) for 8,193 toxic ones.
 */
export type SearchIndexUse = 'narrow' | 'test' | 'candidates' | 'skip';

/** How filters compile unless a read says otherwise. */
export const defaultCompileOptions: FilterCompileOptions = {
  searchIndex: 'narrow',
  enrichments: 'planner',
  threads: true,
  listType: null,
};

/** A condition every run meets: the empty bar. */
export const matchEveryRun: RunCondition = sql<SqlBool>`true`;

/** A condition no run meets: filters whose data Lookout does not store, or that cannot match. */
export const matchNoRun: RunCondition = sql<SqlBool>`false`;
