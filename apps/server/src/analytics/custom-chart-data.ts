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

/** The column of `r` each measured metric reads (`m` is the metadata number). */
const measuredColumns: Partial<Record<CustomChartMetric, RawBuilder<unknown>>> = {
  tokens: sql`total_tokens`,
  cost: sql`cost`,
  latency: sql`duration_ms`,
  metadata: sql`m`,
};

function measureOf(query: CustomChartQueryFields): Measure {
  switch (query.metric) {
    case 'runs':
      return { value: sql`count(*)` };
    case 'errors':
      return { value: sql`count(*)`, where: sql`status = 'error'` };
    case 'users':
      return { value: sql`count(distinct user_id)` };
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
