import type { RunTotalsResponse } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { type RunSelection, selectRuns } from './run-selection.js';

/** Tokens of one run as the lists print them: the total, else prompt plus completion. */
const runTokens = sql<number>`coalesce(run.total_tokens, coalesce(run.prompt_tokens, 0) + coalesce(run.completion_tokens, 0))`;

/**
 * What the runs of a selection add up to, exactly: how many, what they cost, their tokens,
 * the share that failed and the median and 95th percentile duration. On the traces list the
 * cost and tokens are those of every run in the selected traces, as its Total columns show.
 * @example
 * await runTotals(db, projectId, { type: 'llm', filters: 'models=gpt-4o' });
 * // { count: 120, cost: 0.0421, tokens: 51230, errorRate: 0.025, durationP50: 812, durationP95: 2950 }
 */
export async function runTotals(
  db: Kysely<Database>,
  projectId: string,
  selection: RunSelection,
): Promise<RunTotalsResponse> {
  const row = await selectRuns(db, projectId, selection)
    .select([
      sql<string>`count(*)`.as('count'),
      sql<string | null>`sum(run.cost)`.as('cost'),
      sql<string | null>`sum(${runTokens})`.as('tokens'),
      sql<string>`count(*) filter (where run.status = 'error')`.as('errors'),
      sql<number | null>`percentile_cont(0.5) within group (order by run.duration_ms)`.as('p50'),
      sql<number | null>`percentile_cont(0.95) within group (order by run.duration_ms)`.as('p95'),
    ])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  let cost = Number(row.cost ?? 0);
  let tokens = Number(row.tokens ?? 0);
  if (selection.type === 'trace' && count > 0) {
    const traces = selectRuns(db, projectId, selection).select('run.trace_id');
    const inTraces = await db
      .selectFrom('run')
      .where('run.project_id', '=', projectId)
      .where('run.trace_id', 'in', traces)
      .select([
        sql<string | null>`sum(run.cost)`.as('cost'),
        sql<string | null>`sum(${runTokens})`.as('tokens'),
      ])
      .executeTakeFirstOrThrow();
    cost = Number(inTraces.cost ?? 0);
    tokens = Number(inTraces.tokens ?? 0);
  }
  return {
    count,
    cost,
    tokens,
    errorRate: count === 0 ? null : Number(row.errors) / count,
    durationP50: row.p50 === null ? null : Number(row.p50),
    durationP95: row.p95 === null ? null : Number(row.p95),
  };
}
