import { type FilterId, parseFilterBar } from '@lookout/filters';
import { expressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { compileFilterString, hasValidParams } from '../runs/filter-sql/compile-filter-bar.js';
import { bucketUnits, type ChartRange } from './chart-range.js';

/**
 * Which rollup of migration 0013 a chart reads: `runs` (`run_rollup`: type,
 * status, model, name, template, thumb; runs, cost, tokens, duration_sum,
 * duration_count) or `users` (`run_user_rollup`: user_id; runs, cost, tokens).
 */
export type RollupSource = 'runs' | 'users';

/** A chart's aggregate over the rows of a rollup (sums of the rolled-up sums). */
export interface RollupMeasure {
  source: RollupSource;
  value: RawBuilder<unknown>;
  where?: RawBuilder<unknown>;
}

const rollupGrainMs = 15 * 60_000;

/**
 * Filters a rollup answers: those that compile to a test of a rolled-up
 * column only (`run.model`, `run.status`, `run.type`). `type=trace` tests
 * `parent_run_id`, which is not rolled up.
 */
const rolledUpFilters: Partial<Record<FilterId, (params: unknown[]) => boolean>> = {
  models: () => true,
  status: () => true,
  type: (params) => params[0] !== 'trace',
};

/** Whether every filter of `filters` can be answered from `source`. */
export function rollupAnswers(filters: string, source: RollupSource): boolean {
  const kept = parseFilterBar(filters).filters.filter(hasValidParams);
  if (source === 'users') return kept.length === 0;
  return kept.every((filter) => rolledUpFilters[filter.id]?.(filter.params as unknown[]) ?? false);
}

/** The columns a raw run gives in place of a rollup row (for the range's partial buckets). */
const rawColumns: Record<RollupSource, RawBuilder<unknown>> = {
  runs: sql`run.type, run.status, run.model, run.name,
    coalesce(run.template_version_id, run.extra ->> 'templateId') as template,
    run.feedback ->> 'thumb' as thumb, 1::bigint as runs, run.cost::numeric as cost,
    run.total_tokens::bigint as tokens, run.duration_ms::bigint as duration_sum,
    (run.duration_ms is not null)::int::bigint as duration_count`,
  users: sql`run.user_id, 1::bigint as runs, run.cost::numeric as cost,
    run.total_tokens::bigint as tokens`,
};

const rolledColumns: Record<RollupSource, RawBuilder<unknown>> = {
  runs: sql`run.type, run.status, run.model, run.name, run.template, run.thumb, run.runs,
    run.cost, run.tokens, run.duration_sum, run.duration_count`,
  users: sql`run.user_id, run.runs, run.cost, run.tokens`,
};

/** Each source's dimensions and sums, to merge the rows of one chart bucket. */
const merged: Record<RollupSource, { keys: RawBuilder<unknown>; sums: RawBuilder<unknown> }> = {
  runs: {
    keys: sql`type, status, model, name, template, thumb`,
    sums: sql`sum(runs) as runs, sum(cost) as cost, sum(tokens) as tokens,
      sum(duration_sum) as duration_sum, sum(duration_count) as duration_count`,
  },
  users: {
    keys: sql`user_id`,
    sums: sql`sum(runs) as runs, sum(cost) as cost, sum(tokens) as tokens`,
  },
};

const tables: Record<RollupSource, RawBuilder<unknown>> = {
  runs: sql`run_rollup`,
  users: sql`run_user_rollup`,
};

/**
 * The rows of a chart's range read from a rollup, as the CTE `r` (a bucket in
 * the range's time zone and granularity, the source's columns): the 15-minute
 * buckets wholly inside the range from the rollup, and the runs of the range's
 * partial buckets at either end from `run`, each as a row of one run — so the
 * answer is the raw one whatever the range. Undefined when the range holds no
 * whole bucket (the raw path is as fast then).
 */
export function rollupRuns(
  range: ChartRange,
  source: RollupSource,
): RawBuilder<unknown> | undefined {
  const start = Date.parse(range.startDate);
  const end = Date.parse(range.endDate);
  const wholeFrom = Math.ceil(start / rollupGrainMs) * rollupGrainMs;
  const wholeTo = Math.floor(end / rollupGrainMs) * rollupGrainMs;
  if (!(wholeFrom < wholeTo)) return undefined;
  const { unit } = bucketUnits[range.granularity];
  const tz = range.timeZone;
  const eb = expressionBuilder<Database, 'run'>();
  // Only filters on rolled-up columns reach here (rollupAnswers): they compile
  // to the same SQL on a rollup row aliased `run` as on a run.
  const filter = compileFilterString(range.filters, eb);
  // The 15-minute rows of one chart bucket are merged first (a hash
  // aggregate): the chart then groups, sorts and counts distinct values over
  // far fewer rows (a user active all day is one row, not 96).
  const { keys, sums } = merged[source];
  return sql`
    select bucket, ${keys}, ${sums} from (
    select date_trunc(${unit}, run.bucket at time zone ${tz}) as bucket, ${rolledColumns[source]}
      from ${tables[source]} as run
     where run.project_id = ${range.projectId}
       and run.bucket >= ${new Date(wholeFrom)} and run.bucket < ${new Date(wholeTo)}
       and ${filter}
    union all
    select date_trunc(${unit}, run.created_at at time zone ${tz}) as bucket, ${rawColumns[source]}
      from run
     where run.project_id = ${range.projectId}
       and (run.created_at >= ${new Date(start)} and run.created_at < ${new Date(wholeFrom)}
         or run.created_at >= ${new Date(wholeTo)} and run.created_at <= ${new Date(end)})
       and ${filter}${source === 'users' ? sql` and run.user_id is not null` : sql``}
    ) rows group by bucket, ${keys}`;
}
