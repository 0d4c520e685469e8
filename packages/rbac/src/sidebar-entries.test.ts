import type { Role } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import type { GatingContext } from './gating-context.js';
import { sidebarSections } from './sidebar-catalogue.js';
import { sidebarEntries } from './sidebar-entries.js';

function context(overrides: Partial<GatingContext> = {}): GatingContext {
  return {
    role: 'owner',
    plan: 'team',
    edition: 'cloud',
    beta: false,
    datasetV2Enabled: false,
    license: null,
    ...overrides,
  };
}

const evalLicense = { evalEnabled: true, expiresAt: '2099-01-01T00:00:00Z' };
const plainLicense = { evalEnabled: false, expiresAt: '2099-01-01T00:00:00Z' };

function visibleIds(overrides: Partial<GatingContext>): string[] {
  return sidebarEntries(context(overrides))
    .filter((entry) => entry.visible)
    .map((entry) => entry.id);
}

function entry(id: string, overrides: Partial<GatingContext> = {}) {
  const found = sidebarEntries(context(overrides)).find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no sidebar entry ${id}`);
  return found;
}

describe('sidebar catalogue', () => {
  it('has the six sections of SPEC §2 in order, the first without a heading', () => {
    expect(sidebarSections.map((section) => section.label)).toEqual([
      null,
      'Explore',
      'Improve',
      'Evaluations',
      'Protect',
      'Views',
    ]);
  });

  it('lists every destination with its section, label, link, icon and badge', () => {
    const rows = sidebarEntries(context()).map((e) => [
      e.section,
      e.label,
      e.link,
      e.icon,
      e.badge,
    ]);
    expect(rows).toEqual([
      ['main', 'Dashboards', '/dashboards', 'IconLayoutDashboard', null],
      ['explore', 'LLM Logs', '/logs?type=llm', 'IconListSearch', null],
      ['explore', 'Traces', '/logs?type=trace', 'IconBinaryTree2', null],
      ['explore', 'Conversations', '/logs?type=thread', 'IconMessages', null],
      ['explore', 'Users', '/users', 'IconUsers', null],
      ['explore', 'Insights', '/insights', 'IconBulb', 'Alpha'],
      ['improve', 'Prompts', '/prompts', 'IconPrompt', null],
      ['improve', 'Experiments', '/experiments', 'IconFlask', 'Beta'],
      ['evaluations', 'Evaluators', '/evaluators', 'IconGavel', null],
      ['evaluations', 'Datasets', '/datasets', 'IconDatabase', null],
      ['evaluations', 'Checklists', '/checklists', 'IconListCheck', null],
      ['evaluations', 'Human Reviews', '/reviews', 'IconUserCheck', null],
      ['protect', 'Data Rules', '/data-rules', 'IconFilterCog', null],
      ['protect', 'Alerts', '/alerts', 'IconBell', null],
      ['protect', 'Guardrails', '/guardrails', 'IconShieldCheck', 'Alpha'],
    ]);
  });

  it('gives every entry a Tabler icon name', () => {
    for (const { icon } of sidebarEntries(context())) expect(icon).toMatch(/^Icon[A-Z]/);
  });
});

describe('sidebarEntries visibility by role', () => {
  const standard = [
    'dashboards',
    'llm-logs',
    'traces',
    'conversations',
    'users',
    'prompts',
    'evaluators',
    'datasets',
    'checklists',
    'reviews',
  ];

  it.each<[Role, string[]]>([
    ['owner', standard],
    ['admin', standard],
    ['member', standard],
    ['collaborator', standard],
    ['viewer', standard.filter((id) => id !== 'prompts')],
    ['prompt_editor', ['prompts']],
    ['billing', []],
    ['analytics', ['dashboards']],
  ])('shows %s the entries whose resource it may read', (role, expected) => {
    expect(visibleIds({ role })).toEqual(expected);
  });

  it('hides Prompts from viewers, who may not read prompts', () => {
    expect(entry('prompts', { role: 'viewer' }).visible).toBe(false);
  });

  it('shows the Analytics Viewer only Dashboards, even in a beta org where Alerts exist', () => {
    expect(visibleIds({ role: 'analytics', beta: true })).toEqual(['dashboards']);
  });
});

describe('sidebarEntries beta-only pages', () => {
  const betaOnly = ['insights', 'experiments', 'data-rules', 'alerts', 'guardrails'];

  it.each(betaOnly)('hides %s from orgs without the beta flag', (id) => {
    expect(entry(id, { beta: false }).visible).toBe(false);
  });

  it.each(betaOnly)('shows %s to beta orgs', (id) => {
    expect(entry(id, { beta: true }).visible).toBe(true);
  });

  it('shows a beta org on cloud everything but Checklists', () => {
    expect(visibleIds({ beta: true })).toEqual([
      'dashboards',
      'llm-logs',
      'traces',
      'conversations',
      'users',
      'insights',
      'prompts',
      'experiments',
      'evaluators',
      'datasets',
      'reviews',
      'data-rules',
      'alerts',
      'guardrails',
    ]);
  });

  it('still hides beta pages from a role that may not read their resource', () => {
    expect(visibleIds({ role: 'prompt_editor', beta: true })).toEqual(['prompts']);
  });
});

describe('sidebarEntries checklists and datasets', () => {
  it('hides Checklists for beta orgs on cloud', () => {
    expect(entry('checklists', { beta: true, edition: 'cloud' }).visible).toBe(false);
    expect(entry('checklists', { beta: false, edition: 'cloud' }).visible).toBe(true);
  });

  it('shows Checklists to beta orgs on self-hosted with an evaluation licence', () => {
    const selfHosted = { beta: true, edition: 'self-hosted', license: evalLicense } as const;
    expect(entry('checklists', selfHosted).visible).toBe(true);
  });

  it('hides Checklists and Datasets on self-hosted without evalEnabled', () => {
    for (const license of [null, plainLicense]) {
      const selfHosted = { edition: 'self-hosted', license } as const;
      expect(entry('checklists', selfHosted).visible).toBe(false);
      expect(entry('datasets', selfHosted).visible).toBe(false);
    }
  });

  it('shows Checklists and Datasets on self-hosted with evalEnabled', () => {
    const selfHosted = { edition: 'self-hosted', license: evalLicense } as const;
    expect(entry('checklists', selfHosted).visible).toBe(true);
    expect(entry('datasets', selfHosted).visible).toBe(true);
  });

  it('needs no licence for Datasets on cloud', () => {
    expect(entry('datasets', { edition: 'cloud', license: null }).visible).toBe(true);
  });

  it('points Datasets to /datasets/v2 when the org has datasetV2Enabled', () => {
    expect(entry('datasets', { datasetV2Enabled: true }).link).toBe('/datasets/v2');
    expect(entry('datasets', { datasetV2Enabled: false }).link).toBe('/datasets');
    expect(entry('prompts', { datasetV2Enabled: true }).link).toBe('/prompts');
  });
});
