import type { AlertMetric } from '@lookout/domain';
import { parseFilterBar } from '@lookout/filters';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { evaluatorRunCondition } from '../evaluators/grading-selection.js';

/** What an alert's metric is computed from. */
export interface AlertMetricInput {
  projectId: string;
  metric: AlertMetric;
  evaluatorId: string | null;
  filters: string;
  windowMinutes: number;
}

/** Why a metric cannot be computed: the alert is put in the `error` state with this reason. */
export class AlertMetricError extends Error {
  override name = 'AlertMetricError';
}

const percentiles: Partial<Record<AlertMetric, number>> = {
  latency_p50: 0.5,
  latency_p95: 0.95,
  latency_p99: 0.99,
};

/** Share of `part` in `whole` as double precision, null when `whole` is 0. */
const share = (part: Expression<unknown>, whole: Expression<unknown>) =>
  sql<number | null>`(${part})::double precision / nullif(${whole}, 0)`;

/**
 * An alert's metric over the runs its filter string selects (LLM calls unless
 * the filters name a type, compiled by the logs' filter compiler) created in
 * the last `windowMinutes` before the database's now. Exact: one aggregate
 * over the raw runs. Null when the metric has no value in the window (no run,
 * no feedback, no graded run, no duration): an alert does not fire on no data.
 * @example await alertMetricValue(db, { projectId, metric: 'error_rate', evaluatorId: null, filters: '', windowMinutes: 5 }) // 0.25
 */
export async function alertMetricValue(
  db: Kysely<Database>,
  input: AlertMetricInput,
): Promise<number | null> {
  const bar = parseFilterBar(input.filters);
  if (input.filters.trim() !== '' && bar.filters.length === 0)
    throw new AlertMetricError('Its filter string has no filter this server knows.');
  if (input.metric === 'evaluator_failure_rate') {
    if (!input.evaluatorId) throw new AlertMetricError('It names no evaluator.');
    const evaluator = await db
      .selectFrom('evaluator')
      .select('id')
      .where('project_id', '=', input.projectId)
      .where('id', '=', input.evaluatorId)
      .executeTakeFirst();
    if (!evaluator) throw new AlertMetricError('Its evaluator was deleted.');
  }
  const base = db
    .selectFrom('run')
    .where('run.project_id', '=', input.projectId)
    .where('run.created_at', '>=', sql<Date>`now() - ${input.windowMinutes} * interval '1 minute'`)
    .where((eb) => evaluatorRunCondition(input.filters, eb));
  const errors = sql<SqlBool>`run.status = 'error'`;
  const thumb = sql<string | null>`run.feedback ->> 'thumb'`;
  let value: Expression<number | string | null>;
  switch (input.metric) {
    case 'errors':
      value = sql<string>`count(*) filter (where ${errors})`;
      break;
    case 'error_rate':
      value = share(sql`count(*) filter (where ${errors})`, sql`count(*)`);
      break;
    case 'cost':
      value = sql<number>`coalesce(sum(run.cost), 0)::double precision`;
      break;
    case 'tokens':
      value = sql<string>`coalesce(sum(run.total_tokens), 0)`;
      break;
    case 'latency_p50':
    case 'latency_p95':
    case 'latency_p99':
      value = sql<
        number | null
      >`percentile_cont(${percentiles[input.metric]}::double precision) within group (order by run.duration_ms)`;
      break;
    case 'negative_feedback_ratio':
      value = share(
        sql`count(*) filter (where ${thumb} = 'down')`,
        sql`count(*) filter (where ${thumb} in ('up', 'down'))`,
      );
      break;
    case 'evaluator_failure_rate': {
      const graded = await base
        .innerJoin('evaluation_result as result', (join) =>
          join
            .onRef('result.project_id', '=', 'run.project_id')
            .onRef('result.run_id', '=', 'run.id')
            .on('result.evaluator_id', '=', input.evaluatorId as string),
        )
        .where('result.passed', 'is not', null)
        .select(
          share(sql`count(*) filter (where result.passed = false)`, sql`count(*)`).as('value'),
        )
        .executeTakeFirstOrThrow();
      return toNumber(graded.value);
    }
    case 'volume':
      value = sql<string>`count(*)`;
      break;
  }
  const row = await base.select(sql`${value}`.as('value')).executeTakeFirstOrThrow();
  return toNumber(row.value);
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Whether `value` crosses `threshold` the way `comparison` says; no value never does. */
export function crosses(
  value: number | null,
  comparison: 'above' | 'below' | string,
  threshold: number,
): boolean {
  if (value === null) return false;
  return comparison === 'below' ? value < threshold : value > threshold;
}
