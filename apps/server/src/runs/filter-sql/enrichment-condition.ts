import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FilterCompileOptions, RunCondition, RunExpressionBuilder } from './run-condition.js';

/**
 * What an enrichment filter asks of a run's stored enrichment: a condition
 * on the `run_enrichment` row `re`, or null when no enrichment can match
 * (no value PostgreSQL can store).
 */
export type EnrichmentCondition = RawBuilder<unknown> | null;

/**
 * A condition on a run's stored enrichment (`run_enrichment`, migration
 * 0024): runs not enriched yet, or whose enricher of that kind has not
 * computed, match no enrichment filter. A conversation (thread run) has no
 * words of its own: it also matches when one of its messages does, as
 * Insights counts it, so the Conversations list finds what an insight counted.
 *
 * Three forms with the same runs, for the read to choose (`enrichment-reads.ts`):
 * - `planner`: an `exists` on the run's enrichment, left to PostgreSQL, which
 *   may test it run by run or gather every matching enrichment in a hash
 *   first. Right for reads of every run in range (charts, totals).
 * - `per-run`: a lookup of the run's enrichment (its primary key) for each
 *   run read, never gathered first. Right for a page newest first when many
 *   runs match: it fills after a few dozen. PostgreSQL, which does not weigh
 *   the LIMIT in that choice, gathered all 326,291 enrichments about billing
 *   (10M runs: 0.8 s) before reading the first run.
 * - `joined`: one uncorrelated `(project_id, id) in (…)`, which PostgreSQL
 *   turns into a join that starts from the matching enrichments (the
 *   project's id reaches the subquery through the caller's `project_id = …`).
 *   Right when few runs match, where the other two read every run of the
 *   project.
 */
export function runEnrichmentMatches(
  eb: RunExpressionBuilder,
  condition: RawBuilder<unknown>,
  { enrichments, threads }: Pick<FilterCompileOptions, 'enrichments' | 'threads'>,
): RunCondition {
  const projectId = eb.ref('run.project_id');
  const runId = eb.ref('run.id');
  if (enrichments === 'joined') {
    const ofConversations = threads
      ? sql`union all
    select thread.project_id, thread.id
      from run_enrichment as re
      join run as message on message.project_id = re.project_id and message.id = re.run_id
      join run as thread on thread.project_id = message.project_id and thread.id = message.thread_id
     where thread.type in ('thread', 'convo') and (${condition})`
      : sql``;
    return sql<SqlBool>`((${projectId}, ${runId}) in (
    select re.project_id, re.run_id from run_enrichment as re where (${condition})
    ${ofConversations}))`;
  }
  if (enrichments === 'per-run') {
    // Scalar subqueries: PostgreSQL runs them for each row and never turns them into a hash.
    return sql<SqlBool>`(coalesce((select true from run_enrichment as re
      where re.project_id = ${projectId} and re.run_id = ${runId} and (${condition})), false)
    or (${eb.ref('run.type')} in ('thread', 'convo') and coalesce((
      select true from run as message
        join run_enrichment as re
          on re.project_id = message.project_id and re.run_id = message.id
       where message.project_id = ${projectId} and message.thread_id = ${runId}
         and (${condition})
       limit 1), false)))`;
  }
  return sql<SqlBool>`(exists (select 1 from run_enrichment as re
    where re.project_id = ${projectId} and re.run_id = ${runId}
      and (${condition}))
    or (${eb.ref('run.type')} in ('thread', 'convo') and exists (
      select 1 from run as message
        join run_enrichment as re
          on re.project_id = message.project_id and re.run_id = message.id
       where message.project_id = ${projectId} and message.thread_id = ${runId}
         and (${condition}))))`;
}

/** A typed column of one side, from the fixed set of sides (never from a value). */
export function sideColumn(side: 'input' | 'output', name: string): RawBuilder<unknown> {
  return sql.ref(`re.${side}_${name}`);
}
