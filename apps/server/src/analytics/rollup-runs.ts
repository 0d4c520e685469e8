import { type FilterId, parseFilterBar } from '@lookout/filters';
import { expressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { compileFilterString, hasValidParams } from '../runs/filter-sql/compile-filter-bar.js';
import { bucketUnits, type ChartRange } from './chart-range.js';

/**
 * Which rollup of migration 0013 a chart reads, as the CTE `r`:
 * - `runs`: `run_rollup` rows (bucket, type, status, model, name, template,
 *   thumb; runs, cost, tokens, duration_sum, duration_count);
 * - `totals`: `run_total_rollup` rows, the same with type, status and thumb
 *   only (several times fewer rows);
 * - `users`: each (bucket, user_id) with a run in it, from the users' quarter
 *   presence masks in `run_user_rollup`: for distinct user counts only;
 * - `userSums`: each user's runs, cost and tokens over the range (user_id;
 *   runs, cost, tokens): for Top lists by user only (no bucket);
 * - `tags`: `run_tag_rollup` rows of migration 0015 (bucket, tag, type,
 *   status, model, thumb; the same sums), one per tag of a run: for splits by tag.
 */
export type RollupSource = 'runs' | 'totals' | 'users' | 'userSums' | 'tags';

/** A chart's aggregate over the rows of a rollup (sums of the rolled-up sums). */
export interface RollupMeasure {
  source: RollupSource;
  value: RawBuilder<unknown>;
  where?: RawBuilder<unknown>;
}

const quarterMs = 15 * 60_000;
const dayMs = 96 * quarterMs;

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

/** The filters each source answers (the per-user rollups keep no run dimension). */
const filtersOf: Record<RollupSource, ReadonlySet<FilterId>> = {
  runs: new Set(['models', 'status', 'type']),
  totals: new Set(['status', 'type']),
  users: new Set(),
  userSums: new Set(),
  tags: new Set(['models', 'status', 'type']),
};

/** Whether every filter of `filters` can be answered from `source`. */
export function rollupAnswers(filters: string, source: RollupSource): boolean {
  return parseFilterBar(filters)
    .filters.filter(hasValidParams)
    .every(
      (filter) =>
        filtersOf[source].has(filter.id) &&
        (rolledUpFilters[filter.id]?.(filter.params as unknown[]) ?? false),
    );
}

/** The range split into its whole rollup buckets and its partial ends, read from `run`. */
function splitRange(range: ChartRange, grainMs: number) {
  const start = Date.parse(range.startDate);
  const end = Date.parse(range.endDate);
  const wholeFrom = Math.ceil(start / grainMs) * grainMs;
  const wholeTo = Math.floor(end / grainMs) * grainMs;
  return {
    whole: wholeFrom < wholeTo,
    from: new Date(wholeFrom),
    to: new Date(wholeTo),
    // The runs outside the whole buckets: the range's partial buckets at either end.
    edges: sql`run.project_id = ${range.projectId}
       and (run.created_at >= ${new Date(start)} and run.created_at < ${new Date(wholeFrom)}
         or run.created_at >= ${new Date(wholeTo)} and run.created_at <= ${new Date(end)})`,
  };
}

/**
 * The rows of a chart's range read from a rollup (see `RollupSource`): the
 * rollup's buckets wholly inside the range, and the runs of the range's
 * partial buckets at either end from `run` — so the answer is the raw one
 * whatever the range. Undefined when the range holds no whole bucket (the raw
 * path is as fast then).
 */
export function rollupRuns(
  range: ChartRange,
  source: RollupSource,
): RawBuilder<unknown> | undefined {
  const { unit } = bucketUnits[range.granularity];
  const tz = range.timeZone;
  if (source === 'userSums') {
    const days = splitRange(range, dayMs);
    if (!days.whole) return undefined;
    return sql`
      select user_id, sum(runs) as runs, sum(cost) as cost, sum(tokens) as tokens from (
      select run.user_id, run.runs, run.cost, run.tokens from run_user_rollup as run
       where run.project_id = ${range.projectId} and run.day >= ${days.from} and run.day < ${days.to}
      union all
      select run.user_id, 1, run.cost::numeric, run.total_tokens from run
       where ${days.edges} and run.user_id is not null
      ) rows group by user_id`;
  }
  const quarters = splitRange(range, quarterMs);
  if (!quarters.whole) return undefined;
  if (source === 'users') {
    // Each chart bucket's quarters, as a mask per UTC day it overlaps.
    return sql`
      with spans as (
        select date_bin('1 day', q, timestamptz '2000-01-01 00:00:00+00') as day,
               date_trunc(${unit}, q at time zone ${tz}) as bucket,
               bit_or((repeat('0', i) || '1' || repeat('0', 95 - i))::bit(96)) as mask
          from generate_series(${quarters.from}::timestamptz, ${quarters.to}::timestamptz - interval '15 minutes',
                               interval '15 minutes') q,
               lateral (select (extract(epoch from q - date_bin('1 day', q, timestamptz '2000-01-01 00:00:00+00')) / 900)::int as i) quarter
         group by 1, 2)
      select distinct bucket, user_id from (
        select spans.bucket, run.user_id from run_user_rollup as run
          join spans on spans.day = run.day
         where run.project_id = ${range.projectId}
           and run.day >= ${new Date(Math.floor(quarters.from.getTime() / dayMs) * dayMs)}
           and run.day < ${quarters.to} and bit_count(run.presence & spans.mask) > 0
        union all
        select date_trunc(${unit}, run.created_at at time zone ${tz}), run.user_id from run
         where ${quarters.edges} and run.user_id is not null
      ) rows`;
  }
  const eb = expressionBuilder<Database, 'run'>();
  // Only filters on rolled-up columns reach here (rollupAnswers): they compile
  // to the same SQL on a rollup row aliased `run` as on a run.
  const filter = compileFilterString(range.filters, eb);
  if (source === 'tags') {
    return sql`
    select date_trunc(${unit}, run.bucket at time zone ${tz}) as bucket, run.tag, run.type, run.status,
           run.runs, run.cost, run.tokens, run.duration_sum, run.duration_count, run.model, run.thumb
      from run_tag_rollup as run
     where run.project_id = ${range.projectId}
       and run.bucket >= ${quarters.from} and run.bucket < ${quarters.to} and ${filter}
    union all
    select date_trunc(${unit}, run.created_at at time zone ${tz}), tag, run.type, run.status,
           1, run.cost::numeric, run.total_tokens, run.duration_ms, (run.duration_ms is not null)::int,
           run.model, run.feedback ->> 'thumb'
      from run cross join lateral unnest(run.tags) as tag
     where ${quarters.edges} and ${filter}`;
  }
  // The rows go to the chart as they are: merging them per chart bucket
  // first (a hash aggregate on every dimension) costs more than it saves.
  const rolled =
    source === 'totals'
      ? sql`null::text as model, null::text as name, null::text as template, run.thumb
          from run_total_rollup as run`
      : sql`run.model, run.name, run.template, run.thumb from run_rollup as run`;
  return sql`
    select date_trunc(${unit}, run.bucket at time zone ${tz}) as bucket, run.type, run.status,
           run.runs, run.cost, run.tokens, run.duration_sum, run.duration_count, ${rolled}
     where run.project_id = ${range.projectId}
       and run.bucket >= ${quarters.from} and run.bucket < ${quarters.to} and ${filter}
    union all
    select date_trunc(${unit}, run.created_at at time zone ${tz}), run.type, run.status,
           1, run.cost::numeric, run.total_tokens, run.duration_ms, (run.duration_ms is not null)::int,
           run.model, run.name, coalesce(run.template_version_id, run.extra ->> 'templateId'),
           run.feedback ->> 'thumb'
      from run
     where ${quarters.edges} and ${filter}`;
}
