import { describe, expect, it } from 'vitest';
import { checklistFixture, ids } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createChecklist,
  deleteChecklist,
  getChecklist,
  listChecklists,
  updateChecklist,
} from './checklists.js';

const checklistPath = `/v1/checklists/${ids.entity}`;
const newChecklist = { slug: 'polite', type: 'evaluation', data: 'tone=friendly' };

const cases: ResourceCase[] = [
  {
    name: 'listChecklists of a type',
    run: (http) => listChecklists(http, 'evaluation'),
    answer: [checklistFixture],
    expected: {
      method: 'GET',
      path: '/v1/checklists',
      query: { type: 'evaluation' },
      result: [checklistFixture],
    },
  },
  {
    name: 'createChecklist',
    run: (http) => createChecklist(http, newChecklist),
    answer: checklistFixture,
    expected: { method: 'POST', path: '/v1/checklists', body: newChecklist },
  },
  {
    name: 'getChecklist',
    run: (http) => getChecklist(http, ids.entity),
    answer: checklistFixture,
    expected: { method: 'GET', path: checklistPath, result: checklistFixture },
  },
  {
    name: 'updateChecklist',
    run: (http) => updateChecklist(http, ids.entity, { slug: 'courteous' }),
    answer: { ...checklistFixture, slug: 'courteous' },
    expected: { method: 'PATCH', path: checklistPath, body: { slug: 'courteous' } },
  },
  {
    name: 'deleteChecklist',
    run: (http) => deleteChecklist(http, ids.entity),
    expected: { method: 'DELETE', path: checklistPath },
  },
];

describe('checklist calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
