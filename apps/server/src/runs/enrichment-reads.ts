import { parseFilterBar } from '@lookout/filters';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { hasValidParams } from './filter-sql/compile-filter-bar.js';
import { enrichmentConditionOf } from './filter-sql/enrichment-filters.js';
import type { FilterCompileOptions } from './filter-sql/run-condition.js';
import type { RunSelection } from './run-selection.js';

/**
 * Past this many matching enrichments a filter reads enrichments run by run
 * (or as PostgreSQL plans it); at or below it, starting from them
 * (`joined`). Either way a page costs about this many index lookups at
 * worst: a `joined` read looks up each match, and a `per-run` one finds a
 * page's 30 matches among ~30 × runs ÷ matches runs (10M runs: ~20,000 at
 * 10,000 matches).
 */
export const joinedEnrichmentsLimit = 10_000;

/** How `withEnrichmentReads` decides. */
export interface EnrichmentReadsOptions {
  /**
   * The form when many runs may match: `per-run` for a read that stops early
   * (a page, a capped count), `planner` for one that reads every match (totals).
   */
  manyMatches: Exclude<FilterCompileOptions['enrichments'], 'joined'>;
  /** `joinedEnrichmentsLimit` unless told (tests lower it). */
  limit?: number;
}

/**
 * The selection with how its enrichment filters read `run_enrichment`
 * (`enrichment-condition.ts`): `joined` when, all being required (an AND
 * bar), at most `limit` enrichments of the project can match them (counted
 * with a LIMIT: the indexes of migrations 0024, 0040 and 0043 keep it an
 * index read for the rare ones), since the runs that can match are then
 * those few; `manyMatches` otherwise. A bar without enrichment filters is
 * left as it is.
 * What is counted: on the LLM list, the enrichments that match every filter
 * at once, since each run has one; a conversation also matches through its
 * messages, each filter through any of them, so other lists count each
 * filter alone.
 * Why: a filter that matches few runs of a large project, or none, read
 * every run newest first and tested each (10M runs: past the read bound);
 * so did two that match many runs each and few together (French inputs
 * with personal data: 49,267 and 32,729 runs, 987 together).
 */
export async function withEnrichmentReads(
  db: Kysely<Database>,
  projectId: string,
  selection: RunSelection,
  { manyMatches, limit = joinedEnrichmentsLimit }: EnrichmentReadsOptions,
): Promise<RunSelection> {
  const bar = parseFilterBar(selection.filters);
  const filters = bar.filters.filter(hasValidParams);
  const conditions = filters.flatMap((filter) => {
    const condition = enrichmentConditionOf(filter);
    return condition === undefined ? [] : [condition];
  });
  if (conditions.length === 0) return selection;
  if (bar.operator === 'AND' || filters.length === 1) {
    if (conditions.includes(null)) return { ...selection, enrichments: 'joined' };
    const required = conditions as RawBuilder<unknown>[];
    const counted = selection.type === 'llm' ? [sql.join(required, sql` and `)] : required;
    for (const condition of counted) {
      if (await atMostMatch(db, projectId, condition, limit)) {
        return { ...selection, enrichments: 'joined' };
      }
    }
  }
  return { ...selection, enrichments: manyMatches };
}

/** Whether at most `limit` enrichments of the project match (counted with a LIMIT). */
async function atMostMatch(
  db: Kysely<Database>,
  projectId: string,
  condition: RawBuilder<unknown>,
  limit: number,
): Promise<boolean> {
  const { matches } = await db
    .selectFrom(
      sql`(select 1 from run_enrichment as re
        where re.project_id = ${projectId} and (${condition})
        limit ${limit + 1})`.as('matched'),
    )
    .select(sql<string>`count(*)`.as('matches'))
    .executeTakeFirstOrThrow();
  return Number(matches) <= limit;
}
