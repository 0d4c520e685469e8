import { describe, expect, it } from 'vitest';
import { datasetItemFixture, datasetV2Fixture, ids } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCall, observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  addRunsToDataset,
  createDatasetItem,
  createDatasetV2,
  deleteDatasetItem,
  deleteDatasetV2,
  duplicateDatasetV2,
  exportDatasetV2,
  generateDatasetItemOutput,
  getDatasetV2,
  importDatasetV2,
  listDatasetsV2,
  updateDatasetItem,
  updateDatasetV2,
} from './datasets-v2.js';

const datasetPath = `/v1/datasets-v2/${ids.entity}`;
const itemPath = `${datasetPath}/items/${ids.other}`;
const withItems = { ...datasetV2Fixture, items: [datasetItemFixture] };

const cases: ResourceCase[] = [
  {
    name: 'listDatasetsV2 with search and sort',
    run: (http) => listDatasetsV2(http, { search: '  support ', sort: 'name-asc' }),
    answer: [datasetV2Fixture],
    expected: {
      method: 'GET',
      path: '/v1/datasets-v2',
      query: { search: 'support', sort: 'name-asc' },
      result: [datasetV2Fixture],
    },
  },
  {
    name: 'createDatasetV2',
    run: (http) => createDatasetV2(http, { name: 'Support questions' }),
    answer: datasetV2Fixture,
    expected: { method: 'POST', path: '/v1/datasets-v2', body: { name: 'Support questions' } },
  },
  {
    name: 'getDatasetV2',
    run: (http) => getDatasetV2(http, ids.entity),
    answer: withItems,
    expected: { method: 'GET', path: datasetPath, result: withItems },
  },
  {
    name: 'updateDatasetV2',
    run: (http) => updateDatasetV2(http, ids.entity, { description: 'From tickets' }),
    answer: { ...datasetV2Fixture, description: 'From tickets' },
    expected: { method: 'PATCH', path: datasetPath, body: { description: 'From tickets' } },
  },
  {
    name: 'deleteDatasetV2',
    run: (http) => deleteDatasetV2(http, ids.entity),
    expected: { method: 'DELETE', path: datasetPath },
  },
  {
    name: 'duplicateDatasetV2',
    run: (http) => duplicateDatasetV2(http, ids.entity),
    answer: { ...datasetV2Fixture, id: ids.other, name: 'Support questions (copy)' },
    expected: { method: 'POST', path: `${datasetPath}/duplicate`, body: {} },
  },
  {
    name: 'createDatasetItem',
    run: (http) => createDatasetItem(http, ids.entity, { input: 'How do I reset my password?' }),
    answer: datasetItemFixture,
    expected: {
      method: 'POST',
      path: `${datasetPath}/items`,
      body: { input: 'How do I reset my password?' },
    },
  },
  {
    name: 'updateDatasetItem',
    run: (http) =>
      updateDatasetItem(http, ids.entity, ids.other, { expectedOutput: 'Use the link' }),
    answer: { ...datasetItemFixture, expectedOutput: 'Use the link' },
    expected: { method: 'PATCH', path: itemPath, body: { expectedOutput: 'Use the link' } },
  },
  {
    name: 'deleteDatasetItem',
    run: (http) => deleteDatasetItem(http, ids.entity, ids.other),
    expected: { method: 'DELETE', path: itemPath },
  },
  {
    name: 'generateDatasetItemOutput',
    run: (http) => generateDatasetItemOutput(http, ids.entity, ids.other, { model: 'gpt-4o' }),
    answer: { ...datasetItemFixture, expectedOutput: 'Generated' },
    expected: { method: 'POST', path: `${itemPath}/generate`, body: { model: 'gpt-4o' } },
  },
  {
    name: 'addRunsToDataset with run ids',
    run: (http) => addRunsToDataset(http, ids.entity, { runIds: [ids.run] }),
    answer: { added: 1, dataset: datasetV2Fixture },
    expected: {
      method: 'POST',
      path: `${datasetPath}/items/from-runs`,
      body: { runIds: [ids.run] },
      result: { added: 1, dataset: datasetV2Fixture },
    },
  },
  {
    name: 'addRunsToDataset with a filtered view',
    run: (http) => addRunsToDataset(http, ids.entity, { filters: 'status=error', type: 'llm' }),
    answer: { added: 12, dataset: datasetV2Fixture },
    expected: {
      method: 'POST',
      path: `${datasetPath}/items/from-runs`,
      body: { filters: 'status=error', type: 'llm' },
    },
  },
  {
    name: 'exportDatasetV2 answers the JSON lines',
    run: (http) => exportDatasetV2(http, ids.entity, { trigger: false }),
    answer: { input: 'Hi', expectedOutput: 'Hello', metadata: {} },
    expected: {
      method: 'GET',
      path: `${datasetPath}/export`,
      result: '{"input":"Hi","expectedOutput":"Hello","metadata":{}}',
    },
  },
];

describe('dataset (v2) calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });

  it('uploads an import as multipart form data with the file and its column mapping', async () => {
    const file = new File(['question,answer\nHi,Hello\n'], 'faq.csv', { type: 'text/csv' });
    const seen = await observeCall(
      (http) => importDatasetV2(http, ids.entity, { file, mapping: { input: 'question' } }),
      { body: { imported: 1, errors: [] } },
    );
    expect(seen).toMatchObject({
      method: 'POST',
      path: `${datasetPath}/import`,
      projectId: testProjectId,
    });
    const body = seen.body as Record<string, unknown>;
    expect(body.file).toBeInstanceOf(File);
    expect((body.file as File).name).toBe('faq.csv');
    expect(JSON.parse(body.mapping as string)).toEqual({ input: 'question' });
    expect(seen.result).toEqual({ imported: 1, errors: [] });
  });

  it('leaves out an empty search', async () => {
    const seen = await observeCall((http) => listDatasetsV2(http, { search: '   ' }), { body: [] });
    expect(seen.query).toEqual({});
  });
});
