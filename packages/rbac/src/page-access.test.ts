import { describe, expect, it } from 'vitest';
import type { GatingContext } from './gating-context.js';
import { pageAccess } from './page-access.js';
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

const licensed = { evalEnabled: true, expiresAt: '2099-01-01T00:00:00Z' };

describe('pageAccess', () => {
  it.each([
    ['an owner on the logs', context(), '/logs?type=llm'],
    ['public routes', context({ role: 'viewer' }), '/login?email=a@b.c'],
    ['a shared log', context({ role: 'analytics' }), '/logs/42'],
    ['an unknown page, left to the router', context(), '/nowhere'],
    ['billing on cloud for its owner', context(), '/billing/thank-you'],
    [
      'datasets with an evaluation licence',
      context({ edition: 'self-hosted', license: licensed }),
      '/datasets/v2/7',
    ],
    ['a beta page for a beta org', context({ beta: true }), '/alerts'],
  ])('opens %s', (_, user, path) => {
    expect(pageAccess(user, path)).toEqual({ kind: 'open' });
  });

  it('names the role when the role cannot open the page', () => {
    expect(pageAccess(context({ role: 'viewer' }), '/prompts/7')).toEqual({
      kind: 'role',
      role: 'viewer',
      page: 'Prompts',
    });
    expect(pageAccess(context({ role: 'member' }), '/settings/audit-logs')).toMatchObject({
      kind: 'role',
      role: 'member',
    });
    expect(pageAccess(context({ role: 'analytics' }), '/logs?type=trace')).toMatchObject({
      kind: 'role',
      role: 'analytics',
    });
    expect(pageAccess(context({ role: 'analytics' }), '/dashboardsx')).toMatchObject({
      kind: 'role',
    });
  });

  it('says the licence lacks evaluations on a self-hosted install without evalEnabled', () => {
    const owner = context({ edition: 'self-hosted', license: null });
    expect(pageAccess(owner, '/datasets')).toEqual({ kind: 'licence', page: 'Datasets' });
    expect(pageAccess(owner, '/checklists')).toEqual({ kind: 'licence', page: 'Checklists' });
    expect(pageAccess(context(), '/checklists')).toEqual({ kind: 'open' });
  });

  it('says a beta page needs the beta flag, on both editions', () => {
    expect(pageAccess(context(), '/guardrails')).toEqual({ kind: 'beta', page: 'Guardrails' });
    expect(pageAccess(context({ edition: 'self-hosted' }), '/data-rules')).toEqual({
      kind: 'beta',
      page: 'Data Rules',
    });
  });

  it('names the plan that includes a plan feature on cloud, and none on self-hosted', () => {
    expect(pageAccess(context({ plan: 'free', beta: true }), '/insights')).toEqual({
      kind: 'plan',
      page: 'Insights',
      feature: 'topics',
      plan: 'team',
    });
    expect(
      pageAccess(context({ plan: 'free', beta: true, edition: 'self-hosted' }), '/insights'),
    ).toEqual({
      kind: 'open',
    });
  });

  it('offers the audit log from the Enterprise plan on cloud, and on any plan self-hosted', () => {
    for (const plan of ['free', 'team', 'pro'] as const) {
      expect(pageAccess(context({ plan }), '/settings/audit-logs')).toEqual({
        kind: 'plan',
        page: 'Audit logs',
        feature: 'audit-trail',
        plan: 'enterprise',
      });
    }
    expect(pageAccess(context({ plan: 'enterprise' }), '/settings/audit-logs')).toEqual({
      kind: 'open',
    });
    expect(
      pageAccess(context({ plan: 'free', edition: 'self-hosted' }), '/settings/audit-logs'),
    ).toEqual({ kind: 'open' });
  });

  it('offers human reviews from the Team plan on cloud, and with an evaluation licence on self-hosted', () => {
    expect(pageAccess(context({ plan: 'free' }), '/reviews/some-queue')).toEqual({
      kind: 'plan',
      page: 'Human Reviews',
      feature: 'human-reviews',
      plan: 'team',
    });
    expect(pageAccess(context(), '/reviews')).toEqual({ kind: 'open' });
    expect(pageAccess(context({ role: 'analytics' }), '/reviews')).toMatchObject({ kind: 'role' });
    expect(pageAccess(context({ edition: 'self-hosted' }), '/reviews')).toMatchObject({
      kind: 'licence',
    });
    expect(pageAccess(context({ edition: 'self-hosted', license: licensed }), '/reviews')).toEqual({
      kind: 'open',
    });
  });

  it('has no billing page on a self-hosted install, whoever asks', () => {
    expect(pageAccess(context({ edition: 'self-hosted' }), '/billing')).toEqual({ kind: 'absent' });
    expect(
      pageAccess(context({ edition: 'self-hosted', role: 'billing' }), '/billing/thank-you'),
    ).toEqual({
      kind: 'absent',
    });
  });

  it('has no checklists for beta orgs on cloud, which use the newer evaluation pages', () => {
    expect(pageAccess(context({ beta: true }), '/checklists')).toEqual({ kind: 'absent' });
  });

  it('checks the role before the licence, the beta flag and the plan', () => {
    expect(
      pageAccess(context({ role: 'viewer', edition: 'self-hosted' }), '/guardrails'),
    ).toMatchObject({
      kind: 'beta',
    });
    expect(
      pageAccess(context({ role: 'prompt_editor', edition: 'self-hosted' }), '/datasets'),
    ).toMatchObject({
      kind: 'role',
    });
  });
});

describe('the sidebar reads the same decision', () => {
  it('lists plan-gated pages, so their page can offer the upgrade, and hides the others', () => {
    const visible = (user: GatingContext) =>
      sidebarEntries(user)
        .filter((entry) => entry.visible)
        .map((entry) => entry.id);
    expect(visible(context({ plan: 'free', beta: true }))).toContain('insights');
    expect(visible(context({ beta: false }))).not.toContain('insights');
    expect(visible(context({ edition: 'self-hosted' }))).not.toContain('datasets');
    expect(visible(context({ role: 'viewer' }))).not.toContain('prompts');
  });
});
