import { describe, expect, it } from 'vitest';
import { ids } from '../testing/entity-fixtures.js';
import { experimentFixture, experimentWithResultsFixture } from '../testing/experiment-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  cancelExperiment,
  createExperiment,
  deleteExperiment,
  getExperiment,
  listExperiments,
  rerunExperiment,
} from './experiments.js';

const experimentPath = `/v1/experiments/${ids.entity}`;
const newExperiment = {
  name: 'Polite vs terse',
  datasetId: ids.other,
  variants: [{ model: 'gpt-4o' }, { templateVersionId: ids.run }],
  evaluatorIds: [ids.entity],
};

const cases: ResourceCase[] = [
  {
    name: 'listExperiments',
    run: (http) => listExperiments(http),
    answer: [experimentFixture],
    expected: { method: 'GET', path: '/v1/experiments', result: [experimentFixture] },
  },
  {
    name: 'createExperiment',
    run: (http) => createExperiment(http, newExperiment),
    answer: { ...experimentFixture, status: 'queued' },
    expected: { method: 'POST', path: '/v1/experiments', body: newExperiment },
  },
  {
    name: 'getExperiment',
    run: (http) => getExperiment(http, ids.entity),
    answer: experimentWithResultsFixture,
    expected: { method: 'GET', path: experimentPath, result: experimentWithResultsFixture },
  },
  {
    name: 'rerunExperiment',
    run: (http) => rerunExperiment(http, ids.entity),
    answer: { ...experimentFixture, status: 'queued' },
    expected: { method: 'POST', path: `${experimentPath}/rerun`, body: {} },
  },
  {
    name: 'rerunExperiment (only failed)',
    run: (http) => rerunExperiment(http, ids.entity, { onlyFailed: true }),
    answer: { ...experimentFixture, status: 'queued' },
    expected: { method: 'POST', path: `${experimentPath}/rerun`, body: { onlyFailed: true } },
  },
  {
    name: 'cancelExperiment',
    run: (http) => cancelExperiment(http, ids.entity),
    answer: { ...experimentFixture, status: 'cancelled' },
    expected: { method: 'POST', path: `${experimentPath}/cancel` },
  },
  {
    name: 'deleteExperiment',
    run: (http) => deleteExperiment(http, ids.entity),
    expected: { method: 'DELETE', path: experimentPath },
  },
];

describe('experiment calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });

  it('refuses an answer that is not an experiment', async () => {
    await expect(
      observeCase({
        name: 'bad',
        run: (http) => getExperiment(http, ids.entity),
        answer: { id: ids.entity },
        expected: {},
      }),
    ).rejects.toThrow();
  });
});
