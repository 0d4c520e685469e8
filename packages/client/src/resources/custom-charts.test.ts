import { describe, expect, it } from 'vitest';
import { customChartFixture, ids } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createCustomChart,
  deleteCustomChart,
  listCustomCharts,
  updateCustomChart,
} from './custom-charts.js';

const chartsPath = '/v1/dashboards/charts/custom';
const newChart = { name: 'Cost', type: 'Area', metric: 'cost', aggregation: 'sum' } as const;

const cases: ResourceCase[] = [
  {
    name: 'listCustomCharts',
    run: (http) => listCustomCharts(http),
    answer: [customChartFixture],
    expected: { method: 'GET', path: chartsPath, result: [customChartFixture] },
  },
  {
    name: 'createCustomChart',
    run: (http) => createCustomChart(http, newChart),
    answer: customChartFixture,
    expected: { method: 'POST', path: chartsPath, body: newChart },
  },
  {
    name: 'updateCustomChart',
    run: (http) => updateCustomChart(http, { id: ids.entity, name: 'Spend' }),
    answer: { ...customChartFixture, name: 'Spend' },
    expected: { method: 'PATCH', path: chartsPath, body: { id: ids.entity, name: 'Spend' } },
  },
  {
    name: 'deleteCustomChart',
    run: (http) => deleteCustomChart(http, ids.entity),
    expected: { method: 'POST', path: `${chartsPath}/delete`, body: { id: ids.entity } },
  },
];

describe('custom chart calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
