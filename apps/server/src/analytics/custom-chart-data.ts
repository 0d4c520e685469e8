import type {
  CustomChartDataAnswer,
  CustomChartMetric,
  CustomChartQueryFields,
} from '@lookout/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { statisticOf } from './catalogue-charts.js';
import type { ChartRange } from './chart-range.js';
import {
  areaChart,
  type Measure,
  type RunColumns,
  type Split,
  singleNumber,
  topList,
} from './chart-sql.js';
import type { RollupMeasure } from './rollup-runs.js';

/** The column of `r` each measured metric reads (`m` is the metadata number). */
const measuredColumns: Partial<Record<CustomChartMetric, RawBuilder<unknown>>> = {
  tokens: sql`total_tokens`,
  cost: sql`cost`,
  latency: sql`duration_ms`,
  metadata: sql`m`,
};

/** Splits each rollup keeps as a column. */
const rolledSplits: ReadonlySet<string> = new Set(['model', 'name', 'template']);

/**
 * A metric's form over a rollup's rows, where one exists: sums and counts,
 * averages as a ratio of sums; distinct users from the per-user rollup.
 * Minimums, maximums, percentiles and metadata numbers need each run.
 */
function rolledMeasure(query: CustomChartQueryFields): Omit<RollupMeasure, 'source'> | undefined {
  const sum = query.aggregation === 'sum' || query.aggregation === 'count';
  switch (query.metric) {
    case 'runs':
      return { value: sql`sum(runs)` };
    case 'errors':
      return { value: sql`sum(runs)`, where: sql`status = 'error'` };
    case 'users':
      return { value: sql`count(distinct user_id)` };
    case 'feedback':
      return {
        value:
          query.aggregation === 'avg'
            ? sql`sum(case when thumb = 'up' then runs else -runs end)::numeric / sum(runs)`
            : sql`sum(runs)`,
        where: sql`thumb in ('up', 'down')`,
      };
    case 'tokens':
      return sum ? { value: sql`sum(tokens)` } : undefined;
    case 'cost':
      return sum ? { value: sql`sum(cost)` } : undefined;
    case 'latency':
      return query.aggregation === 'avg'
        ? { value: sql`sum(duration_sum)::numeric / nullif(sum(duration_count), 0)` }
        : undefined;
    default:
      return undefined;
  }
}

/** The rollup that answers `query` (its metric and split), if any. */
function rollupOf(query: CustomChartQueryFields): RollupMeasure | undefined {
  const measure = rolledMeasure(query);
  if (!measure) return undefined;
  // Distinct users come from the users' presence; runs, cost and tokens by
  // user from their sums, for a Top list only (it has no buckets); the rest
  // from the rollup holding the split's column.
  const split = query.splitBy;
  if (query.metric === 'users') {
    return !split || split === 'user' ? { source: 'users', ...measure } : undefined;
  }
  if (split === 'user') {
    return query.type === 'Top' && ['runs', 'tokens', 'cost'].includes(query.metric)
      ? { source: 'userSums', ...measure }
      : undefined;
  }
  if (!split || split === 'type') return { source: 'totals', ...measure };
  // A split by tag reads the tag rollup, which carries every column of `runs` but name and template.
  return rolledSplits.has(split) || split === 'tag' ? { source: 'runs', ...measure } : undefined;
}

function measureOf(query: CustomChartQueryFields): Measure {
  const rollup = rollupOf(query);
  return { ...rawMeasureOf(query), ...(rollup ? { rollup } : {}) };
}

function rawMeasureOf(query: CustomChartQueryFields): Measure {
  switch (query.metric) {
    case 'runs':
      return { value: sql`count(*)` };
    case 'errors':
      return { value: sql`count(*)`, where: sql`status = 'error'` };
    case 'users':
      return { value: sql`count(distinct user_id)`, distinct: sql`user_id` };
    case 'feedback':
      return {
        value:
          query.aggregation === 'avg'
            ? sql`avg(case when thumb = 'up' then 1 else -1 end)`
            : sql`count(*)`,
        where: sql`thumb in ('up', 'down')`,
      };
    default: {
      const column = measuredColumns[query.metric] ?? sql`null`;
      const aggregation = query.aggregation === 'count' ? 'sum' : query.aggregation;
      return { value: statisticOf(aggregation, column) };
    }
  }
}

const splitColumns = {
  model: sql`model`,
  name: sql`name`,
  type: sql`type`,
  user: sql`user_id`,
  template: sql`template`,
  metadata: sql`s`,
} as const;

/**
 * What a custom chart shows for a range: a time series (Line, Area, Bar), a
 * Top list of its split values, or one number, from the same SQL as the
 * built-in charts. Metadata numbers are read only where the value is a JSON
 * number; a metadata split reads the value as text.
 */
export async function customChartData(
  db: Kysely<Database>,
  range: ChartRange,
  query: CustomChartQueryFields & { limit: number },
): Promise<CustomChartDataAnswer> {
  const columns: RunColumns = {};
  if (query.metric === 'metadata' && query.metricKey) {
    columns.m = sql<
      number | null
    >`case when jsonb_typeof(run.metadata -> ${query.metricKey}) = 'number'
      then (run.metadata ->> ${query.metricKey})::float8 end`;
  }
  if (query.splitBy === 'metadata' && query.splitKey) {
    columns.s = sql<string | null>`run.metadata ->> ${query.splitKey}`;
  }
  const measure = measureOf(query);
  const split: Split | undefined = !query.splitBy
    ? undefined
    : query.splitBy === 'tag'
      ? { tags: true }
      : { key: splitColumns[query.splitBy] };
  if (query.type === 'Number') {
    return { kind: 'number', value: await singleNumber(db, range, measure, columns) };
  }
  if (query.type === 'Top') {
    if (!split) throw new Error('a Top list needs a split (checked by the contract)');
    return {
      kind: 'top',
      data: await topList(db, range, split, measure, { limit: query.limit, columns }),
      enrichmentsMissing: false,
    };
  }
  return areaChart(db, range, measure, { columns, ...(split ? { split } : {}) });
}
