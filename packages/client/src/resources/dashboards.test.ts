import { describe, expect, it } from 'vitest';
import { dashboardFixture, ids } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createDashboard,
  deleteDashboard,
  getDashboard,
  listDashboards,
  updateDashboard,
} from './dashboards.js';

const dashboardPath = `/v1/dashboards/${ids.entity}`;

const cases: ResourceCase[] = [
  {
    name: 'listDashboards',
    run: (http) => listDashboards(http),
    answer: [dashboardFixture],
    expected: { method: 'GET', path: '/v1/dashboards', result: [dashboardFixture] },
  },
  {
    name: 'createDashboard without arguments',
    run: (http) => createDashboard(http),
    answer: dashboardFixture,
    expected: { method: 'POST', path: '/v1/dashboards', body: {}, result: dashboardFixture },
  },
  {
    name: 'getDashboard',
    run: (http) => getDashboard(http, ids.entity),
    answer: dashboardFixture,
    expected: { method: 'GET', path: dashboardPath },
  },
  {
    name: 'updateDashboard',
    run: (http) => updateDashboard(http, ids.entity, { isHome: true }),
    answer: { ...dashboardFixture, isHome: true },
    expected: { method: 'PATCH', path: dashboardPath, body: { isHome: true } },
  },
  {
    name: 'deleteDashboard',
    run: (http) => deleteDashboard(http, ids.entity),
    expected: { method: 'DELETE', path: dashboardPath },
  },
];

describe('dashboard calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
