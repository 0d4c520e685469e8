import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from './run-condition.js';

/**
 * A condition on a run's stored enrichment (`run_enrichment`, migration
 * 0024), read through its primary key: runs not enriched yet, or whose
 * enricher of that kind has not computed, match no enrichment filter.
 */
export function runEnrichmentMatches(
  eb: RunExpressionBuilder,
  condition: RawBuilder<unknown>,
): RunCondition {
  return sql<SqlBool>`exists (select 1 from run_enrichment as re
    where re.project_id = ${eb.ref('run.project_id')} and re.run_id = ${eb.ref('run.id')}
      and ${condition})`;
}

/** A typed column of one side, from the fixed set of sides (never from a value). */
export function sideColumn(side: 'input' | 'output', name: string): RawBuilder<unknown> {
  return sql.ref(`re.${side}_${name}`);
}
