import type { AnalyticsChartAnswer, CatalogueChartId, LatencyStatistic } from '@lookout/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ChartRange } from './chart-range.js';
import { areaChart, type Measure, topList } from './chart-sql.js';
import { topLanguagesChart, topTopicsChart } from './enrichment-top-charts.js';
import { evaluationPassRateChart } from './evaluation-pass-rate-chart.js';
import { guardrailDecisionsChart } from './guardrail-decisions-chart.js';
import { newUsersChart } from './new-users-chart.js';
import type { RollupMeasure, RollupSource } from './rollup-runs.js';
import { withTemplateLabels } from './template-labels.js';

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

/** The average LLM call duration from the rollup's sums (exact: integer sums, numeric division). */
const averageDuration: RollupMeasure = {
  source: 'runs',
  value: sql`sum(duration_sum)::numeric / nullif(sum(duration_count), 0)`,
  where: sql`type = 'llm' and duration_count > 0`,
};

const count: Measure = { value: sql`count(*)`, rollup: rolled(sql`sum(runs)`) };
const thumbs = sql`thumb in ('up', 'down')`;

/** A measure's form over the rows of a rollup (`runs` by default; see rollup-runs.ts). */
function rolled(
  value: RawBuilder<unknown>,
  where?: RawBuilder<unknown>,
  source: RollupSource = 'runs',
): RollupMeasure {
  return { source, value, ...(where ? { where } : {}) };
}

/** Runs meeting `where`, counted from runs or from rollup rows. */
function countWhere(where: RawBuilder<unknown>, source: RollupSource = 'runs'): Measure {
  return { value: sql`count(*)`, where, rollup: rolled(sql`sum(runs)`, where, source) };
}

function area(measure: Measure, split?: RawBuilder<unknown>): ChartAnswerer {
  return (db, range) => areaChart(db, range, measure, split ? { split: { key: split } } : {});
}

type Figures = Record<string, RawBuilder<unknown>>;

function top(
  key: RawBuilder<unknown>,
  measure: Measure,
  figures: Figures = {},
  rollupFigures: Figures = {},
): ChartAnswerer {
  return async (db, range, options) => ({
    kind: 'top',
    data: await topList(db, range, { key }, measure, {
      limit: options.limit,
      figures,
      rollupFigures,
    }),
    enrichmentsMissing: false,
  });
}

/**
 * How each built-in chart of SPEC §3 is computed from the runs of its range,
 * in SQL. Area charts bucket by `created_at` (when a run started, so an `end`
 * arriving hours later changes the run's duration, never its bucket).
 */
export const catalogueCharts: Record<CatalogueChartId, ChartAnswerer> = {
  models: top(
    sql`model`,
    count,
    { cost: sql`coalesce(sum(cost), 0)`, tokens: sql`coalesce(sum(total_tokens), 0)` },
    { cost: sql`sum(cost)`, tokens: sql`sum(tokens)` },
  ),
  templates: async (db, range, options) =>
    withTemplateLabels(
      db,
      range.projectId,
      await top(
        sql`template`,
        count,
        { cost: sql`coalesce(sum(cost), 0)` },
        { cost: sql`sum(cost)` },
      )(db, range, options),
    ),
  users: top(
    sql`user_id`,
    { value: sql`sum(cost)`, rollup: rolled(sql`sum(cost)`, undefined, 'userSums') },
    { runs: sql`count(*)`, tokens: sql`coalesce(sum(total_tokens), 0)` },
    { runs: sql`sum(runs)`, tokens: sql`sum(tokens)` },
  ),
  agents: top(
    sql`name`,
    countWhere(sql`type = 'agent'`),
    { errors: sql`count(*) filter (where status = 'error')` },
    { errors: sql`sum(runs) filter (where status = 'error')` },
  ),
  languages: topLanguagesChart,
  topics: topTopicsChart,
  tokens: area({
    value: sql`sum(total_tokens)`,
    rollup: rolled(sql`sum(tokens)`, undefined, 'totals'),
  }),
  threads: area({ value: sql`count(distinct thread_id)` }),
  costs: area({ value: sql`sum(cost)`, rollup: rolled(sql`sum(cost)`, undefined, 'totals') }),
  errors: area(countWhere(sql`status = 'error'`, 'totals')),
  'users/new': (db, range) => newUsersChart(db, range),
  'users/active': area({
    value: sql`count(distinct user_id)`,
    rollup: rolled(sql`count(distinct user_id)`, undefined, 'users'),
  }),
  'users/average-cost': area({
    value: sql`sum(cost) / nullif(count(distinct user_id), 0)`,
    // Each user's cost per bucket is not rolled up (only their presence): read from the runs.
    where: sql`user_id is not null`,
  }),
  'run-types': area(
    { value: sql`count(*)`, rollup: rolled(sql`sum(runs)`, undefined, 'totals') },
    sql`type`,
  ),
  latency: (db, range, options) =>
    areaChart(
      db,
      range,
      {
        value: statisticOf(options.statistic, sql`duration_ms`),
        where: sql`type = 'llm' and duration_ms is not null`,
        // Percentiles need every duration: only the average is rolled up.
        ...(options.statistic === 'avg' ? { rollup: averageDuration } : {}),
      },
      { split: { key: sql`name` } },
    ),
  'feedback-ratio': area({
    value: sql`avg(case when thumb = 'up' then 1 else -1 end)`,
    where: thumbs,
    rollup: rolled(
      sql`sum(case when thumb = 'up' then runs else -runs end)::numeric / sum(runs)`,
      thumbs,
      'totals',
    ),
  }),
  'feedback/thumb/up': area(countWhere(sql`thumb = 'up'`, 'totals')),
  'feedback/thumb/down': area(countWhere(sql`thumb = 'down'`, 'totals')),
  'evaluations/pass-rate': (db, range) => evaluationPassRateChart(db, range),
  'guardrails/decisions': (db, range) => guardrailDecisionsChart(db, range),
};
