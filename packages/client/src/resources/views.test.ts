import { describe, expect, it } from 'vitest';
import { ids, viewFixture } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import { createView, deleteView, getView, listViews, updateView } from './views.js';

const viewPath = `/v1/views/${ids.entity}`;
const newView = { name: 'Errors', data: 'status=error', type: 'llm' } as const;

const cases: ResourceCase[] = [
  {
    name: 'listViews',
    run: (http) => listViews(http),
    answer: [viewFixture],
    expected: { method: 'GET', path: '/v1/views', result: [viewFixture] },
  },
  {
    name: 'createView',
    run: (http) => createView(http, newView),
    answer: viewFixture,
    expected: { method: 'POST', path: '/v1/views', body: newView, result: viewFixture },
  },
  {
    name: 'getView',
    run: (http) => getView(http, ids.entity),
    answer: viewFixture,
    expected: { method: 'GET', path: viewPath },
  },
  {
    name: 'updateView',
    run: (http) => updateView(http, ids.entity, { icon: 'IconFlame' }),
    answer: { ...viewFixture, icon: 'IconFlame' },
    expected: { method: 'PATCH', path: viewPath, body: { icon: 'IconFlame' } },
  },
  {
    name: 'deleteView',
    run: (http) => deleteView(http, ids.entity),
    expected: { method: 'DELETE', path: viewPath, result: undefined },
  },
];

describe('view calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
