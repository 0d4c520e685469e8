import { describe, expect, it } from 'vitest';
import { ids, projectFixture, ruleFixture } from '../testing/entity-fixtures.js';
import { createFakeApi } from '../testing/fake-api.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  createProject,
  createRule,
  deleteProject,
  deleteRule,
  listProjectApiKeys,
  listProjects,
  listRules,
  previewRule,
  regeneratePrivateApiKey,
  updateProject,
} from './projects.js';

const projectPath = `/v1/projects/${ids.project}`;
const keys = [
  { type: 'public', key: 'pk' },
  { type: 'private', key: 'sk' },
];

const preview = {
  type: 'masking',
  runs: [
    {
      runId: ids.entity,
      type: 'llm',
      name: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      input: {
        text: 'Mail ada@example.com',
        spans: [{ kind: 'email', start: 5, end: 20, replacement: '[EMAIL]' }],
        truncated: false,
      },
      output: null,
      dropsInput: false,
      dropsOutput: false,
    },
  ],
  maskedCounts: { email: 1 },
};

const cases: ResourceCase[] = [
  {
    name: 'listProjects',
    run: (http) => listProjects(http),
    answer: [projectFixture],
    expected: { method: 'GET', path: '/v1/projects', result: [projectFixture] },
  },
  {
    name: 'createProject',
    run: (http) => createProject(http, { name: 'Project #2' }),
    answer: projectFixture,
    expected: { method: 'POST', path: '/v1/projects', body: { name: 'Project #2' } },
  },
  {
    name: 'updateProject',
    run: (http) => updateProject(http, ids.project, { dataRetentionDays: 30 }),
    answer: { ...projectFixture, dataRetentionDays: 30 },
    expected: { method: 'PATCH', path: projectPath, body: { dataRetentionDays: 30 } },
  },
  {
    name: 'deleteProject',
    run: (http) => deleteProject(http, ids.project),
    expected: { method: 'DELETE', path: projectPath, result: true },
  },
  {
    name: 'listProjectApiKeys',
    run: (http) => listProjectApiKeys(http, ids.project),
    answer: keys,
    expected: { method: 'GET', path: `${projectPath}/api-keys`, result: keys },
  },
  {
    name: 'regeneratePrivateApiKey',
    run: (http) => regeneratePrivateApiKey(http, ids.project),
    answer: { type: 'private', key: 'sk-new' },
    expected: { method: 'POST', path: `${projectPath}/api-keys/regenerate` },
  },
  {
    name: 'listRules',
    run: (http) => listRules(http, ids.project),
    answer: [ruleFixture],
    expected: { method: 'GET', path: `${projectPath}/rules`, result: [ruleFixture] },
  },
  {
    name: 'createRule',
    run: (http) => createRule(http, ids.project, { type: 'masking', piiKinds: ['email'] }),
    answer: ruleFixture,
    expected: {
      method: 'POST',
      path: `${projectPath}/rules`,
      body: { type: 'masking', piiKinds: ['email'] },
    },
  },
  {
    name: 'previewRule',
    run: (http) => previewRule(http, ids.project, { type: 'masking', piiKinds: ['email'] }),
    answer: preview,
    expected: {
      method: 'POST',
      path: `${projectPath}/rules/preview`,
      body: { type: 'masking', piiKinds: ['email'] },
      result: preview,
    },
  },
  {
    name: 'previewRule with a limit',
    run: (http) =>
      previewRule(
        http,
        ids.project,
        { type: 'filtering', dropInput: true, dropOutput: false },
        { limit: 5 },
      ),
    answer: { ...preview, type: 'filtering', maskedCounts: {} },
    expected: {
      method: 'POST',
      path: `${projectPath}/rules/preview`,
      query: { limit: '5' },
      body: { type: 'filtering', dropInput: true, dropOutput: false },
    },
  },
  {
    name: 'deleteRule',
    run: (http) => deleteRule(http, ids.project, ids.entity),
    expected: { method: 'DELETE', path: `${projectPath}/rules`, query: { ruleId: ids.entity } },
  },
];

describe('project calls', () => {
  it.each(cases)('$name names the project in the path, not in projectId', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: null });
  });

  it('answers false when the server refuses to delete a project', async () => {
    const { http } = createFakeApi({
      status: 409,
      body: { error: 'Last project', message: 'An org keeps at least one project.' },
    });
    await expect(deleteProject(http, ids.project)).resolves.toBe(false);
  });
});
