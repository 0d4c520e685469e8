import type { AreaChartAnswer, CustomChartDataAnswer } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import { getAnalyticsChart, getCustomChartData } from './analytics.js';

const range = { startDate: '2026-05-01T00:00:00.000Z', endDate: '2026-05-31T23:59:59.999Z' };
const newUsers: AreaChartAnswer = {
  kind: 'area',
  data: [{ date: '2026-05-01T00:00:00.000Z', value: 3 }],
  series: [],
  enrichmentsMissing: false,
};
const total: CustomChartDataAnswer = { kind: 'number', value: 42 };

const cases: ResourceCase[] = [
  {
    name: 'getAnalyticsChart keeps the slash of a chart id and serialises a filter bar',
    run: (http) =>
      getAnalyticsChart(http, 'users/new', {
        ...range,
        timeZone: 'Europe/Paris',
        granularity: 'hourly',
        filters: { operator: 'AND', filters: [{ id: 'models', params: [['gpt-4o']] }] },
      }),
    answer: newUsers,
    expected: {
      method: 'GET',
      path: '/v1/analytics/users/new',
      query: {
        ...range,
        timeZone: 'Europe/Paris',
        granularity: 'hourly',
        filters: 'models=gpt-4o',
      },
      result: newUsers,
    },
  },
  {
    name: 'getCustomChartData sends the builder choices',
    run: (http) =>
      getCustomChartData(http, {
        ...range,
        type: 'Number',
        metric: 'cost',
        aggregation: 'sum',
        filters: 'status=error',
      }),
    answer: total,
    expected: {
      method: 'GET',
      path: '/v1/analytics/custom',
      query: {
        ...range,
        type: 'Number',
        metric: 'cost',
        aggregation: 'sum',
        filters: 'status=error',
      },
      result: total,
    },
  },
];

describe('analytics calls', () => {
  it.each(cases)('$name, scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });

  it('refuses an id outside the catalogue rather than calling another path', async () => {
    await expect(
      observeCase({
        name: 'bad',
        run: (http) => getAnalyticsChart(http, '../runs' as 'costs', range),
        expected: {},
      }),
    ).rejects.toThrow('Unknown chart id "../runs"');
  });
});
