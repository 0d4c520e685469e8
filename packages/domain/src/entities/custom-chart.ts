import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { filterStringSchema } from './filter-string.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/** How a custom chart draws: a time series (line, area, bar), a ranked list or one number. */
export const customChartTypes = ['Line', 'Area', 'Bar', 'Top', 'Number'] as const;
export const customChartTypeSchema = z.enum(customChartTypes, {
  error: `type must be one of ${customChartTypes.join(', ')}`,
});
export type CustomChartType = z.infer<typeof customChartTypeSchema>;

/**
 * What a custom chart measures. `runs`, `errors` and `users` are counted;
 * `feedback` counts runs with a thumb, or averages their score (up 1, down -1);
 * `metadata` reads the number under `metricKey` in each run's metadata.
 */
export const customChartMetrics = [
  'runs',
  'tokens',
  'cost',
  'latency',
  'errors',
  'feedback',
  'users',
  'metadata',
] as const;
export const customChartMetricSchema = z.enum(customChartMetrics, {
  error: `metric must be one of ${customChartMetrics.join(', ')}`,
});
export type CustomChartMetric = z.infer<typeof customChartMetricSchema>;

/** How the values of a period are combined. */
export const customChartAggregations = [
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'p50',
  'p95',
  'p99',
] as const;
export const customChartAggregationSchema = z.enum(customChartAggregations, {
  error: `aggregation must be one of ${customChartAggregations.join(', ')}`,
});
export type CustomChartAggregation = z.infer<typeof customChartAggregationSchema>;

const measured = ['sum', 'avg', 'min', 'max', 'p50', 'p95', 'p99'] as const;

/** The aggregations each metric allows; the first is the builder's default. */
export const customChartMetricAggregations = {
  runs: ['count'],
  tokens: measured,
  cost: measured,
  latency: ['avg', 'min', 'max', 'p50', 'p95', 'p99'],
  errors: ['count'],
  feedback: ['count', 'avg'],
  users: ['count'],
  metadata: measured,
} as const satisfies Record<CustomChartMetric, readonly CustomChartAggregation[]>;

/** One series (or one row of a Top list) per distinct value of this run field. */
export const customChartSplits = [
  'model',
  'name',
  'type',
  'tag',
  'user',
  'metadata',
  'template',
] as const;
export const customChartSplitSchema = z.enum(customChartSplits, {
  error: `splitBy must be one of ${customChartSplits.join(', ')}`,
});
export type CustomChartSplit = z.infer<typeof customChartSplitSchema>;

/** A metadata key, as the filter bar's metadata list offers them. */
const metadataKeySchema = z.string().trim().min(1).max(200);

/**
 * The question a custom chart asks of the runs, without its name: the
 * builder's choices. Checked by `customChartQueryProblems`.
 */
export const customChartQueryFieldsSchema = z.object({
  type: customChartTypeSchema,
  metric: customChartMetricSchema,
  /** The metadata key holding the number, when `metric` is `metadata`. */
  metricKey: metadataKeySchema.nullable().default(null),
  aggregation: customChartAggregationSchema,
  splitBy: customChartSplitSchema.nullable().default(null),
  /** The metadata key whose values split the chart, when `splitBy` is `metadata`. */
  splitKey: metadataKeySchema.nullable().default(null),
  filters: filterStringSchema.default(''),
});
export type CustomChartQueryFields = z.infer<typeof customChartQueryFieldsSchema>;

/**
 * What is wrong with a combination of builder choices, one message a problem
 * (empty when the chart can be drawn).
 * @example customChartQueryProblems({ metric: 'runs', aggregation: 'avg', … }) // ['aggregation: runs can only be counted']
 */
export function customChartQueryProblems(
  query: Pick<
    CustomChartQueryFields,
    'type' | 'metric' | 'metricKey' | 'aggregation' | 'splitBy' | 'splitKey'
  >,
): string[] {
  const problems: string[] = [];
  const allowed: readonly CustomChartAggregation[] = customChartMetricAggregations[query.metric];
  if (!allowed.includes(query.aggregation)) {
    problems.push(
      `aggregation: ${query.metric} allows ${allowed.join(', ')}, not ${query.aggregation}`,
    );
  }
  if (query.metric === 'metadata' && !query.metricKey) {
    problems.push('metricKey: name the metadata key that holds the number');
  }
  if (query.metric !== 'metadata' && query.metricKey) {
    problems.push('metricKey: only a metadata metric reads a key');
  }
  if (query.splitBy === 'metadata' && !query.splitKey) {
    problems.push('splitKey: name the metadata key to split by');
  }
  if (query.splitBy !== 'metadata' && query.splitKey) {
    problems.push('splitKey: only a metadata split reads a key');
  }
  if (query.type === 'Top' && !query.splitBy) {
    problems.push('splitBy: a Top list ranks the values of a field; choose one');
  }
  if (query.type === 'Number' && query.splitBy) {
    problems.push('splitBy: a single number has no split');
  }
  return problems;
}

/** What a user picks when building a chart: a name and the question. */
export const customChartFieldsSchema = customChartQueryFieldsSchema.extend({
  name: displayNameSchema,
  description: z.string().max(1000).nullable().default(null),
  color: z.string().min(1).max(30).nullable().default(null),
});

export type CustomChartFields = z.infer<typeof customChartFieldsSchema>;

/** A chart a user built for a project's dashboards. */
export const customChartSchema = customChartFieldsSchema.extend({
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CustomChart = z.infer<typeof customChartSchema>;
