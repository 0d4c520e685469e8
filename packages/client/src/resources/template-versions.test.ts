import { describe, expect, it } from 'vitest';
import { ids, templateVersionFixture } from '../testing/entity-fixtures.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createTemplateVersion,
  getTemplateVersion,
  updateTemplateVersion,
} from './template-versions.js';

const draft = {
  content: [{ role: 'user' as const, content: 'Hello {{name}}' }],
  extra: { model: 'gpt-4o' },
  isDraft: true,
};

const cases: ResourceCase[] = [
  {
    name: 'createTemplateVersion',
    run: (http) => createTemplateVersion(http, ids.entity, draft),
    answer: templateVersionFixture,
    expected: {
      method: 'POST',
      path: `/v1/templates/${ids.entity}/versions`,
      body: draft,
      result: templateVersionFixture,
    },
  },
  {
    name: 'getTemplateVersion',
    run: (http) => getTemplateVersion(http, ids.other),
    answer: templateVersionFixture,
    expected: { method: 'GET', path: `/v1/template_versions/${ids.other}` },
  },
  {
    name: 'updateTemplateVersion',
    run: (http) => updateTemplateVersion(http, ids.other, { isDraft: false }),
    answer: { ...templateVersionFixture, isDraft: false },
    expected: {
      method: 'PATCH',
      path: `/v1/template_versions/${ids.other}`,
      body: { isDraft: false },
    },
  },
];

describe('template version calls', () => {
  it.each(cases)('$name is scoped to the selected project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: testProjectId });
  });
});
