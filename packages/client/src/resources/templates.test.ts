import { describe, expect, it } from 'vitest';
import { ids, templateFixture, templateVersionFixture } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './templates.js';

const templatePath = `/v1/templates/${ids.entity}`;
const withVersions = { ...templateFixture, versions: [templateVersionFixture] };

const cases: ResourceCase[] = [
  {
    name: 'listTemplates',
    run: (http) => listTemplates(http),
    answer: [withVersions],
    expected: { method: 'GET', path: '/v1/templates', result: [withVersions] },
  },
  {
    name: 'createTemplate',
    run: (http) => createTemplate(http, { slug: 'support-answer' }),
    answer: withVersions,
    expected: { method: 'POST', path: '/v1/templates', body: { slug: 'support-answer' } },
  },
  {
    name: 'getTemplate',
    run: (http) => getTemplate(http, ids.entity),
    answer: withVersions,
    expected: { method: 'GET', path: templatePath, result: withVersions },
  },
  {
    name: 'updateTemplate',
    run: (http) => updateTemplate(http, ids.entity, { mode: 'text' }),
    answer: { ...templateFixture, mode: 'text' },
    expected: { method: 'PATCH', path: templatePath, body: { mode: 'text' } },
  },
  {
    name: 'deleteTemplate',
    run: (http) => deleteTemplate(http, ids.entity),
    expected: { method: 'DELETE', path: templatePath },
  },
  {
    name: 'duplicateTemplate',
    run: (http) => duplicateTemplate(http, ids.entity),
    answer: { ...withVersions, slug: 'support-answer-copy' },
    expected: {
      method: 'POST',
      path: `${templatePath}/duplicate`,
      result: { ...withVersions, slug: 'support-answer-copy' },
    },
  },
];

describe('template calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
