import { describe, expect, it } from 'vitest';
import { alertEventFixture, alertFixture, ids } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createAlert,
  deleteAlert,
  getAlert,
  listAlertEvents,
  listAlerts,
  testAlert,
  updateAlert,
} from './alerts.js';

const alertPath = `/v1/alerts/${ids.entity}`;
const newAlert = {
  name: 'Error rate',
  metric: 'error_rate',
  windowMinutes: 5,
  threshold: 0.1,
} as const;
const withSecret = { ...alertFixture, webhookSecret: 'whsec_once' };
const testAnswer = {
  results: [
    {
      channel: 'webhook',
      target: 'https://hooks.example.com/lookout',
      ok: true,
      detail: 'The webhook answered 200',
    },
  ],
};

const cases: ResourceCase[] = [
  {
    name: 'listAlerts',
    run: (http) => listAlerts(http),
    answer: [alertFixture],
    expected: { method: 'GET', path: '/v1/alerts', result: [alertFixture] },
  },
  {
    name: 'createAlert',
    run: (http) => createAlert(http, newAlert),
    answer: withSecret,
    expected: { method: 'POST', path: '/v1/alerts', body: newAlert, result: withSecret },
  },
  {
    name: 'getAlert',
    run: (http) => getAlert(http, ids.entity),
    answer: alertFixture,
    expected: { method: 'GET', path: alertPath, result: alertFixture },
  },
  {
    name: 'updateAlert',
    run: (http) => updateAlert(http, ids.entity, { enabled: false }),
    answer: { ...alertFixture, enabled: false },
    expected: { method: 'PATCH', path: alertPath, body: { enabled: false } },
  },
  {
    name: 'deleteAlert',
    run: (http) => deleteAlert(http, ids.entity),
    expected: { method: 'DELETE', path: alertPath },
  },
  {
    name: 'listAlertEvents',
    run: (http) => listAlertEvents(http, ids.entity),
    answer: [alertEventFixture],
    expected: { method: 'GET', path: `${alertPath}/events`, result: [alertEventFixture] },
  },
  {
    name: 'testAlert',
    run: (http) => testAlert(http, ids.entity),
    answer: testAnswer,
    expected: { method: 'POST', path: `${alertPath}/test`, result: testAnswer },
  },
];

describe('alert calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
