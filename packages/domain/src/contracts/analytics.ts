import { z } from 'zod';
import { analyticsMaxRangeDays, topListDefaultLimit } from '../constants/limits.js';
import {
  customChartQueryFieldsSchema,
  customChartQueryProblems,
} from '../entities/custom-chart.js';
import { dashboardGranularitySchema } from '../entities/dashboard.js';
import { filterStringSchema } from '../entities/filter-string.js';
import { timeZoneSchema } from '../entities/time-zone.js';
import { timestampSchema } from '../entities/timestamp.js';

const dayMs = 86_400_000;

/** The range, buckets, time zone and filters every chart is asked for. */
const analyticsRangeShape = {
  startDate: timestampSchema.describe('First moment of the range, ISO 8601'),
  endDate: timestampSchema.describe('Last moment of the range, ISO 8601'),
  timeZone: timeZoneSchema.default('UTC').describe('IANA time zone the buckets start in'),
  granularity: dashboardGranularitySchema.default('daily'),
  filters: filterStringSchema.default('').describe('A logs filter string, as on /logs'),
};

type RangeFields = { startDate: string; endDate: string };

/** Adds the range problems (end before start, over 2 years) to a query's issues. */
function checkRange(query: RangeFields, ctx: z.RefinementCtx): void {
  const span = Date.parse(query.endDate) - Date.parse(query.startDate);
  if (span < 0) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate is before startDate' });
  } else if (span > analyticsMaxRangeDays * dayMs) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `The range is longer than 2 years (${analyticsMaxRangeDays} days); choose a shorter one`,
    });
  }
}

/** Statistics the latency chart can plot. */
export const latencyStatistics = ['avg', 'p50', 'p95', 'p99'] as const;
export const latencyStatisticSchema = z.enum(latencyStatistics, {
  error: `statistic must be one of ${latencyStatistics.join(', ')}`,
});
export type LatencyStatistic = z.infer<typeof latencyStatisticSchema>;

/**
 * `GET /v1/analytics/{chartId}?projectId&startDate&endDate&timeZone&granularity&filters`:
 * one chart of the catalogue. `statistic` applies to `latency`, `limit` to Top lists.
 */
export const analyticsChartQuerySchema = z
  .object({
    ...analyticsRangeShape,
    statistic: latencyStatisticSchema.default('avg'),
    limit: z.coerce.number().int().min(1).max(100).default(topListDefaultLimit),
  })
  .superRefine(checkRange);
export type AnalyticsChartQuery = z.infer<typeof analyticsChartQuerySchema>;

/**
 * `GET /v1/analytics/custom?…`: what a custom chart (saved or still in the
 * builder) shows, over the same range, buckets and filters as a built-in chart.
 */
export const customChartDataQuerySchema = customChartQueryFieldsSchema
  .omit({ filters: true })
  .extend({
    ...analyticsRangeShape,
    limit: z.coerce.number().int().min(1).max(100).default(topListDefaultLimit),
  })
  .superRefine((query, ctx) => {
    checkRange(query, ctx);
    for (const message of customChartQueryProblems(query))
      ctx.addIssue({ code: 'custom', message });
  });
export type CustomChartDataQuery = z.infer<typeof customChartDataQuerySchema>;

/**
 * One bucket of an Area chart: its start (ISO, the instant the bucket starts
 * in the asked time zone), the value, and one key per split value.
 */
export const areaChartPointSchema = z
  .object({ date: timestampSchema, value: z.number() })
  // Split values are numbers; the index type admits `date` too, as TypeScript needs.
  .catchall(z.union([z.number(), z.string()]));
export type AreaChartPoint = z.infer<typeof areaChartPointSchema>;

/** One row of a Top list: the name, the value it is ranked by, and other figures (cost, tokens…). */
export const topChartRowSchema = z
  .object({ name: z.string(), value: z.number() })
  .catchall(z.union([z.number(), z.string()]));
export type TopChartRow = z.infer<typeof topChartRowSchema>;

const enrichmentsMissing = z
  .boolean()
  .describe('True when the chart needs enrichments the project does not have yet: data is empty');

/** An Area chart: every bucket of the range in order, 0 when nothing happened. */
export const areaChartAnswerSchema = z.object({
  kind: z.literal('area'),
  data: z.array(areaChartPointSchema),
  /** The split keys of each point, largest total first; empty for a single series. */
  series: z.array(z.string()),
  /**
   * The id each split key stands for when the key is a display name (the
   * evaluator of each series of the pass rate chart), so a click can filter
   * the logs by it; absent when the keys are the values themselves.
   */
  seriesIds: z.record(z.string(), z.string()).optional(),
  enrichmentsMissing,
});
export type AreaChartAnswer = z.infer<typeof areaChartAnswerSchema>;

/** A Top list, sorted by value, largest first. */
export const topChartAnswerSchema = z.object({
  kind: z.literal('top'),
  data: z.array(topChartRowSchema),
  enrichmentsMissing,
});
export type TopChartAnswer = z.infer<typeof topChartAnswerSchema>;

/** A single number over the whole range. */
export const numberChartAnswerSchema = z.object({
  kind: z.literal('number'),
  value: z.number(),
});
export type NumberChartAnswer = z.infer<typeof numberChartAnswerSchema>;

/** What `GET /v1/analytics/{chartId}` answers. */
export const analyticsChartAnswerSchema = z.discriminatedUnion('kind', [
  areaChartAnswerSchema,
  topChartAnswerSchema,
]);
export type AnalyticsChartAnswer = z.infer<typeof analyticsChartAnswerSchema>;

/** What `GET /v1/analytics/custom` answers, by the chart type asked. */
export const customChartDataAnswerSchema = z.discriminatedUnion('kind', [
  areaChartAnswerSchema,
  topChartAnswerSchema,
  numberChartAnswerSchema,
]);
export type CustomChartDataAnswer = z.infer<typeof customChartDataAnswerSchema>;
