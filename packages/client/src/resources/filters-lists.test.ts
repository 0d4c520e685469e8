import { describe, expect, it } from 'vitest';
import { ids } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  filterValueLists,
  listFilterEvaluators,
  listFilterMetadata,
  listFilterTemplates,
  listFilterValues,
} from './filters-lists.js';

const valueCases: ResourceCase[] = Object.entries(filterValueLists).map(([list, path]) => ({
  name: `listFilterValues('${list}')`,
  run: (http) => listFilterValues(http, list as keyof typeof filterValueLists),
  answer: ['a', 'b'],
  expected: { method: 'GET', path: `/v1${path}`, result: ['a', 'b'] },
}));

const cases: ResourceCase[] = [
  ...valueCases,
  {
    name: 'listFilterTemplates',
    run: (http) => listFilterTemplates(http),
    answer: [{ id: ids.entity, slug: 'support-answer' }],
    expected: { method: 'GET', path: '/v1/filters/templates' },
  },
  {
    name: 'listFilterEvaluators',
    run: (http) => listFilterEvaluators(http),
    answer: [{ value: ids.entity, label: 'Mentions the refund policy' }],
    expected: {
      method: 'GET',
      path: '/v1/filters/evaluators',
      result: [{ value: ids.entity, label: 'Mentions the refund policy' }],
    },
  },
  {
    name: 'listFilterMetadata',
    run: (http) => listFilterMetadata(http),
    answer: ['env'],
    expected: { method: 'GET', path: '/v1/filters/metadata', result: ['env'] },
  },
  {
    name: 'listFilterMetadata of one run type',
    run: (http) => listFilterMetadata(http, 'llm'),
    answer: ['env'],
    expected: { path: '/v1/filters/metadata', query: { type: 'llm' } },
  },
];

describe('filter list calls', () => {
  it.each(cases)('$name reads the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });

  it('covers models, custom events, names, tags and topics', () => {
    expect(Object.keys(filterValueLists)).toEqual([
      'models',
      'custom-events',
      'names',
      'tags',
      'topics',
    ]);
  });
});
