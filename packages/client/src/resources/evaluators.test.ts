import { describe, expect, it } from 'vitest';
import { evaluatorFixture, ids, jobFixture } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createEvaluator,
  deleteEvaluator,
  getEvaluator,
  listEvaluators,
  runEvaluator,
  updateEvaluator,
} from './evaluators.js';

const evaluatorPath = `/v1/evaluators/${ids.entity}`;
const newEvaluator = { name: 'Sentiment', type: 'sentiment', params: ['positive'] };

const cases: ResourceCase[] = [
  {
    name: 'listEvaluators',
    run: (http) => listEvaluators(http),
    answer: [evaluatorFixture],
    expected: { method: 'GET', path: '/v1/evaluators', result: [evaluatorFixture] },
  },
  {
    name: 'createEvaluator',
    run: (http) => createEvaluator(http, newEvaluator),
    answer: evaluatorFixture,
    expected: { method: 'POST', path: '/v1/evaluators', body: newEvaluator },
  },
  {
    name: 'getEvaluator',
    run: (http) => getEvaluator(http, ids.entity),
    answer: evaluatorFixture,
    expected: { method: 'GET', path: evaluatorPath },
  },
  {
    name: 'updateEvaluator',
    run: (http) => updateEvaluator(http, ids.entity, { mode: 'realtime' }),
    answer: { ...evaluatorFixture, mode: 'realtime' },
    expected: { method: 'PATCH', path: evaluatorPath, body: { mode: 'realtime' } },
  },
  {
    name: 'deleteEvaluator',
    run: (http) => deleteEvaluator(http, ids.entity),
    expected: { method: 'DELETE', path: evaluatorPath },
  },
  {
    name: 'runEvaluator',
    run: (http) => runEvaluator(http, ids.entity, { filters: 'status=error' }),
    answer: { queued: 12, jobs: [jobFixture] },
    expected: {
      method: 'POST',
      path: `${evaluatorPath}/run`,
      body: { filters: 'status=error' },
      result: { queued: 12, jobs: [jobFixture] },
    },
  },
];

describe('evaluator calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
