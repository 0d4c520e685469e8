import { describe, expect, it } from 'vitest';
import {
  datasetFixture,
  datasetPromptFixture,
  datasetVariationFixture,
  ids,
} from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  attachRunToDataset,
  createDataset,
  createDatasetPrompt,
  createDatasetVariation,
  deleteDataset,
  deleteDatasetPrompt,
  deleteDatasetVariation,
  getDataset,
  getDatasetPrompt,
  getDatasetVariation,
  listDatasets,
  updateDataset,
  updateDatasetPrompt,
  updateDatasetVariation,
} from './datasets.js';

const messages = [{ role: 'user', content: 'Hi {{name}}' }] as const;

const cases: ResourceCase[] = [
  {
    name: 'listDatasets',
    run: (http) => listDatasets(http),
    answer: [datasetFixture],
    expected: { method: 'GET', path: '/v1/datasets', result: [datasetFixture] },
  },
  {
    name: 'createDataset',
    run: (http) => createDataset(http, { slug: 'greetings' }),
    answer: datasetFixture,
    expected: { method: 'POST', path: '/v1/datasets', body: { slug: 'greetings' } },
  },
  {
    name: 'getDataset',
    run: (http) => getDataset(http, ids.entity),
    answer: datasetFixture,
    expected: { method: 'GET', path: `/v1/datasets/${ids.entity}`, result: datasetFixture },
  },
  {
    name: 'updateDataset',
    run: (http) => updateDataset(http, ids.entity, { slug: 'hellos' }),
    answer: { ...datasetFixture, slug: 'hellos' },
    expected: { method: 'PATCH', path: `/v1/datasets/${ids.entity}`, body: { slug: 'hellos' } },
  },
  {
    name: 'deleteDataset',
    run: (http) => deleteDataset(http, ids.entity),
    expected: { method: 'DELETE', path: `/v1/datasets/${ids.entity}` },
  },
  {
    name: 'createDatasetPrompt',
    run: (http) => createDatasetPrompt(http, { datasetId: ids.other, messages: [...messages] }),
    answer: datasetPromptFixture,
    expected: {
      method: 'POST',
      path: '/v1/datasets/prompts',
      body: { datasetId: ids.other, messages },
    },
  },
  {
    name: 'attachRunToDataset',
    run: (http) => attachRunToDataset(http, { datasetId: ids.other, runId: ids.run }),
    answer: datasetPromptFixture,
    expected: {
      method: 'POST',
      path: '/v1/datasets/prompts/attach',
      body: { datasetId: ids.other, runId: ids.run },
    },
  },
  {
    name: 'getDatasetPrompt',
    run: (http) => getDatasetPrompt(http, ids.entity),
    answer: datasetPromptFixture,
    expected: { method: 'GET', path: `/v1/datasets/prompts/${ids.entity}` },
  },
  {
    name: 'updateDatasetPrompt',
    run: (http) => updateDatasetPrompt(http, ids.entity, { messages: 'Hello' }),
    answer: { ...datasetPromptFixture, messages: 'Hello' },
    expected: {
      method: 'PATCH',
      path: `/v1/datasets/prompts/${ids.entity}`,
      body: { messages: 'Hello' },
    },
  },
  {
    name: 'deleteDatasetPrompt',
    run: (http) => deleteDatasetPrompt(http, ids.entity),
    expected: { method: 'DELETE', path: `/v1/datasets/prompts/${ids.entity}` },
  },
  {
    name: 'createDatasetVariation',
    run: (http) =>
      createDatasetVariation(http, { promptId: ids.entity, variables: { name: 'Ada' } }),
    answer: datasetVariationFixture,
    expected: {
      method: 'POST',
      path: '/v1/datasets/variations',
      body: { promptId: ids.entity, variables: { name: 'Ada' } },
      result: datasetVariationFixture,
    },
  },
  {
    name: 'getDatasetVariation',
    run: (http) => getDatasetVariation(http, ids.other),
    answer: datasetVariationFixture,
    expected: { method: 'GET', path: `/v1/datasets/variations/${ids.other}` },
  },
  {
    name: 'updateDatasetVariation',
    run: (http) => updateDatasetVariation(http, ids.other, { idealOutput: 'Hello Ada' }),
    answer: { ...datasetVariationFixture, idealOutput: 'Hello Ada' },
    expected: {
      method: 'PATCH',
      path: `/v1/datasets/variations/${ids.other}`,
      body: { idealOutput: 'Hello Ada' },
    },
  },
  {
    name: 'deleteDatasetVariation',
    run: (http) => deleteDatasetVariation(http, ids.other),
    expected: { method: 'DELETE', path: `/v1/datasets/variations/${ids.other}` },
  },
];

describe('dataset (v1) calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
