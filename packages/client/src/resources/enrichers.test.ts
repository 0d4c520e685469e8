import { describe, expect, it } from 'vitest';
import { enricherFixture, ids, jobFixture } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  backfillEnricher,
  createEnricher,
  deleteEnricher,
  listEnrichers,
  updateEnricher,
} from './enrichers.js';

const enricherPath = `/v1/enrichers/${ids.entity}`;
const topics = { kind: 'topics' as const, config: { topics: [{ name: 'Billing' }] } };
const topicsEnricher = {
  ...enricherFixture,
  kind: 'topics',
  config: { method: 'local', model: null, topics: [{ name: 'Billing', description: '' }] },
};

const cases: ResourceCase[] = [
  {
    name: 'listEnrichers',
    run: (http) => listEnrichers(http),
    answer: [enricherFixture],
    expected: { method: 'GET', path: '/v1/enrichers', result: [enricherFixture] },
  },
  {
    name: 'createEnricher',
    run: (http) => createEnricher(http, topics),
    answer: topicsEnricher,
    expected: { method: 'POST', path: '/v1/enrichers', body: topics, result: topicsEnricher },
  },
  {
    name: 'updateEnricher',
    run: (http) => updateEnricher(http, ids.entity, { enabled: false }),
    answer: { ...enricherFixture, enabled: false, active: false, inactiveReason: 'Turned off.' },
    expected: { method: 'PATCH', path: enricherPath, body: { enabled: false } },
  },
  {
    name: 'deleteEnricher',
    run: (http) => deleteEnricher(http, ids.entity),
    expected: { method: 'DELETE', path: enricherPath },
  },
  {
    name: 'backfillEnricher',
    run: (http) => backfillEnricher(http, ids.entity, { from: '2026-01-01T00:00:00Z' }),
    answer: { job: jobFixture },
    expected: {
      method: 'POST',
      path: `${enricherPath}/backfill`,
      body: { from: '2026-01-01T00:00:00Z' },
      result: { job: jobFixture },
    },
  },
  {
    name: 'backfillEnricher without a range',
    run: (http) => backfillEnricher(http, ids.entity),
    answer: { job: jobFixture },
    expected: { method: 'POST', path: `${enricherPath}/backfill`, body: {} },
  },
];

describe('enricher calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
