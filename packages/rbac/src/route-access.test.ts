import { describe, expect, it } from 'vitest';
import type { GatingContext } from './gating-context.js';
import { allowedPathsForRole } from './role-paths.js';
import { canOpenPath } from './route-access.js';

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

describe('allowedPathsForRole', () => {
  it('confines the Analytics Viewer to the Analytics page', () => {
    expect(allowedPathsForRole('analytics')).toEqual(['/dashboards', '/analytics']);
  });

  it('leaves every other role to its permissions', () => {
    expect(allowedPathsForRole('owner')).toBeNull();
    expect(allowedPathsForRole('viewer')).toBeNull();
    expect(allowedPathsForRole('billing')).toBeNull();
  });
});

describe('canOpenPath for the Analytics Viewer', () => {
  const analytics = context({ role: 'analytics', beta: true });

  it.each(['/dashboards', '/dashboards/42', '/dashboards/42?range=30d', '/analytics'])(
    'opens %s',
    (path) => {
      expect(canOpenPath(analytics, path)).toBe(true);
    },
  );

  it.each([
    '/logs?type=llm',
    '/users',
    '/team',
    '/alerts',
    '/settings',
    '/billing',
    '/prompts',
    '/dashboardsx',
  ])('does not open %s', (path) => {
    expect(canOpenPath(analytics, path)).toBe(false);
  });
});

describe('canOpenPath for sidebar pages', () => {
  it('follows the sidebar entry of the page, including its sub-pages', () => {
    expect(canOpenPath(context({ role: 'prompt_editor' }), '/prompts/7')).toBe(true);
    expect(canOpenPath(context({ role: 'viewer' }), '/prompts/7')).toBe(false);
    expect(canOpenPath(context({ role: 'viewer' }), '/logs?type=trace')).toBe(true);
    expect(canOpenPath(context({ role: 'prompt_editor' }), '/logs?type=trace')).toBe(false);
  });

  it('opens beta-only pages for beta orgs only', () => {
    expect(canOpenPath(context({ beta: false }), '/guardrails')).toBe(false);
    expect(canOpenPath(context({ beta: true }), '/guardrails')).toBe(true);
  });

  it('applies the licence rules to datasets and checklists, v2 datasets included', () => {
    const unlicensed = context({ edition: 'self-hosted', license: null });
    expect(canOpenPath(unlicensed, '/datasets/v2/new')).toBe(false);
    expect(canOpenPath(unlicensed, '/checklists')).toBe(false);
    const licensed = context({
      edition: 'self-hosted',
      license: { evalEnabled: true, expiresAt: '2099-01-01T00:00:00Z' },
    });
    expect(canOpenPath(licensed, '/datasets/v2/new')).toBe(true);
  });

  it('ignores a trailing slash and a hash', () => {
    expect(canOpenPath(context({ role: 'viewer' }), '/prompts/')).toBe(false);
    expect(canOpenPath(context({ role: 'viewer' }), '/users#top')).toBe(true);
  });
});

describe('canOpenPath for menu pages', () => {
  it('opens settings with settings:read', () => {
    expect(canOpenPath(context({ role: 'member' }), '/settings')).toBe(true);
    expect(canOpenPath(context({ role: 'viewer' }), '/settings')).toBe(false);
  });

  it('opens billing, thank-you page included, with billing:read on cloud', () => {
    expect(canOpenPath(context({ role: 'billing' }), '/billing/thank-you')).toBe(true);
    expect(canOpenPath(context({ role: 'member' }), '/billing')).toBe(false);
    expect(canOpenPath(context({ role: 'owner', edition: 'self-hosted' }), '/billing')).toBe(false);
  });

  it('opens team with teamMembers:list', () => {
    expect(canOpenPath(context({ role: 'billing' }), '/team')).toBe(true);
    expect(canOpenPath(context({ role: 'member' }), '/team')).toBe(false);
  });
});

describe('canOpenPath for everything else', () => {
  it.each(['/login', '/signup', '/join', '/reset-password', '/auth', '/verify-email'])(
    'opens the public route %s for any role',
    (path) => {
      expect(canOpenPath(context({ role: 'analytics' }), path)).toBe(true);
    },
  );

  it('opens a shared log and the home redirect for any role', () => {
    expect(canOpenPath(context({ role: 'analytics' }), '/logs/abc')).toBe(true);
    expect(canOpenPath(context({ role: 'analytics' }), '/')).toBe(true);
  });

  it('leaves unknown pages to the router', () => {
    expect(canOpenPath(context({ role: 'viewer' }), '/nowhere')).toBe(true);
  });
});
