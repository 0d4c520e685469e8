import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from './run-condition.js';

/**
 * A condition on a run's stored enrichment (`run_enrichment`, migration
 * 0024), read through its primary key: runs not enriched yet, or whose
 * enricher of that kind has not computed, match no enrichment filter. A
 * conversation (thread run) has no words of its own: it also matches when
 * one of its messages does (index `run_project_thread_idx`), as Insights
 * counts it, so the Conversations list finds what an insight counted.
 */
export function runEnrichmentMatches(
  eb: RunExpressionBuilder,
  condition: RawBuilder<unknown>,
): RunCondition {
  const projectId = eb.ref('run.project_id');
  const runId = eb.ref('run.id');
  return sql<SqlBool>`(exists (select 1 from run_enrichment as re
    where re.project_id = ${projectId} and re.run_id = ${runId}
      and ${condition})
    or (${eb.ref('run.type')} in ('thread', 'convo') and exists (
      select 1 from run as message
        join run_enrichment as re
          on re.project_id = message.project_id and re.run_id = message.id
       where message.project_id = ${projectId} and message.thread_id = ${runId}
         and ${condition})))`;
}

/** A typed column of one side, from the fixed set of sides (never from a value). */
export function sideColumn(side: 'input' | 'output', name: string): RawBuilder<unknown> {
  return sql.ref(`re.${side}_${name}`);
}
