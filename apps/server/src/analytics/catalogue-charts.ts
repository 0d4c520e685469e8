import type { AnalyticsChartAnswer, CatalogueChartId, LatencyStatistic } from '@lookout/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ChartRange } from './chart-range.js';
import { areaChart, chartRuns, type Measure, topList } from './chart-sql.js';
import { newUsersChart } from './new-users-chart.js';

/** What a built-in chart is asked besides the range: latency's statistic, a Top list's length. */
export interface CatalogueChartOptions {
  statistic: LatencyStatistic;
  limit: number;
}

type ChartAnswerer = (
  db: Kysely<Database>,
  range: ChartRange,
  options: CatalogueChartOptions,
) => Promise<AnalyticsChartAnswer>;

const percentiles: Record<Exclude<LatencyStatistic, 'avg'>, number> = {
  p50: 0.5,
  p95: 0.95,
  p99: 0.99,
};

/** `avg(column)`, or its percentile (continuous, as `percentile_cont`). */
export function statisticOf(
  statistic: 'avg' | 'min' | 'max' | 'sum' | 'p50' | 'p95' | 'p99',
  column: RawBuilder<unknown>,
): RawBuilder<unknown> {
  if (statistic === 'p50' || statistic === 'p95' || statistic === 'p99') {
    return sql`percentile_cont(${sql.lit(percentiles[statistic])}) within group (order by ${column})`;
  }
  return sql`${sql.raw(statistic)}(${column})`;
}

const count: Measure = { value: sql`count(*)` };
const thumbs = sql`thumb in ('up', 'down')`;

function area(measure: Measure, split?: RawBuilder<unknown>): ChartAnswerer {
  return (db, range) => areaChart(db, range, measure, split ? { split: { key: split } } : {});
}

function top(
  key: RawBuilder<unknown>,
  measure: Measure,
  figures: Record<string, RawBuilder<unknown>> = {},
): ChartAnswerer {
  return async (db, range, options) => ({
    kind: 'top',
    data: await topList(db, range, { key }, measure, { limit: options.limit, figures }),
    enrichmentsMissing: false,
  });
}

/**
 * Enrichments (language detection, topics) are not stored yet: the chart
 * answers no data and says so, after its range and filters were checked.
 */
const awaitingEnrichments: ChartAnswerer = async (db, range) => {
  await chartRuns(db, range).select(sql`1`.as('one')).limit(1).execute();
  return { kind: 'top', data: [], enrichmentsMissing: true };
};

/**
 * How each built-in chart of SPEC §3 is computed from the runs of its range,
 * in SQL. Area charts bucket by `created_at` (when a run started, so an `end`
 * arriving hours later changes the run's duration, never its bucket).
 */
export const catalogueCharts: Record<CatalogueChartId, ChartAnswerer> = {
  models: top(sql`model`, count, {
    cost: sql`coalesce(sum(cost), 0)`,
    tokens: sql`coalesce(sum(total_tokens), 0)`,
  }),
  templates: top(sql`template`, count, { cost: sql`coalesce(sum(cost), 0)` }),
  users: top(
    sql`user_id`,
    { value: sql`sum(cost)` },
    {
      runs: sql`count(*)`,
      tokens: sql`coalesce(sum(total_tokens), 0)`,
    },
  ),
  agents: top(
    sql`name`,
    { value: sql`count(*)`, where: sql`type = 'agent'` },
    {
      errors: sql`count(*) filter (where status = 'error')`,
    },
  ),
  languages: awaitingEnrichments,
  topics: awaitingEnrichments,
  tokens: area({ value: sql`sum(total_tokens)` }),
  threads: area({ value: sql`count(distinct thread_id)` }),
  costs: area({ value: sql`sum(cost)` }),
  errors: area({ value: sql`count(*)`, where: sql`status = 'error'` }),
  'users/new': (db, range) => newUsersChart(db, range),
  'users/active': area({ value: sql`count(distinct user_id)` }),
  'users/average-cost': area({
    value: sql`sum(cost) / nullif(count(distinct user_id), 0)`,
    where: sql`user_id is not null`,
  }),
  'run-types': area(count, sql`type`),
  latency: (db, range, options) =>
    areaChart(
      db,
      range,
      {
        value: statisticOf(options.statistic, sql`duration_ms`),
        where: sql`type = 'llm' and duration_ms is not null`,
      },
      { split: { key: sql`name` } },
    ),
  'feedback-ratio': area({
    value: sql`avg(case when thumb = 'up' then 1 else -1 end)`,
    where: thumbs,
  }),
  'feedback/thumb/up': area({ value: sql`count(*)`, where: sql`thumb = 'up'` }),
  'feedback/thumb/down': area({ value: sql`count(*)`, where: sql`thumb = 'down'` }),
};
