import { describe, expect, it } from 'vitest';
import { analyticsChartQuerySchema, customChartDataQuerySchema } from './analytics.js';

const range = { startDate: '2024-05-01T00:00:00Z', endDate: '2024-05-31T23:59:59.999Z' };
const problems = (query: Record<string, unknown>) =>
  analyticsChartQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message) ?? [];

describe('analytics chart query', () => {
  it('defaults to daily buckets in UTC, no filters, average latency and 10 rows', () => {
    expect(analyticsChartQuerySchema.parse(range)).toEqual({
      ...range,
      timeZone: 'UTC',
      granularity: 'daily',
      filters: '',
      statistic: 'avg',
      limit: 10,
    });
  });

  it('names each problem of the range, time zone and granularity', () => {
    expect(problems({ startDate: range.endDate, endDate: range.startDate })).toEqual([
      'endDate is before startDate',
    ]);
    expect(
      problems({ startDate: '2022-01-01T00:00:00Z', endDate: '2024-01-03T00:00:00Z' }),
    ).toEqual(['The range is longer than 2 years (731 days); choose a shorter one']);
    expect(problems({ ...range, timeZone: 'Mars/Olympus' })).toEqual([
      'timeZone: "Mars/Olympus" is not an IANA time zone',
    ]);
    expect(problems({ ...range, granularity: 'monthly' })).toEqual([
      'granularity must be hourly, daily or weekly',
    ]);
    expect(problems({ ...range, startDate: 'yesterday' })).toEqual([
      'Must be an ISO 8601 date-time',
    ]);
  });

  it('accepts a range of exactly two years and an offset time zone name', () => {
    expect(
      problems({ startDate: '2022-01-01T00:00:00Z', endDate: '2024-01-02T00:00:00Z' }),
    ).toEqual([]);
    expect(problems({ ...range, timeZone: 'Asia/Kolkata' })).toEqual([]);
  });
});

describe('custom chart data query', () => {
  it('checks the builder choices together with the range', () => {
    const result = customChartDataQuerySchema.safeParse({
      ...range,
      type: 'Area',
      metric: 'users',
      aggregation: 'sum',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'aggregation: users allows count, not sum',
    ]);
  });
});
