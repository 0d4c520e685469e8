import type { Dashboard, Org, Project, User } from '@lookout/domain';
import type { GatingContext } from '@lookout/rbac';

/** A token shaped like the server's: three base64url parts with a JSON payload. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A token valid for another hour. */
export function validToken(email = 'ada@example.com'): string {
  return fakeToken({ email, exp: Math.floor(Date.now() / 1000) + 3600 });
}

const createdAt = '2025-01-01T00:00:00.000Z';

export const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  orgId: '00000000-0000-4000-8000-0000000000a1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  role: 'owner',
  verified: true,
  avatarUrl: null,
  createdAt,
  lastLoginAt: null,
};

export const org: Org = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: "Ada's Org",
  plan: 'free',
  canceled: false,
  limited: false,
  beta: false,
  billingDelinquent: false,
  datasetV2Enabled: false,
  license: null,
  users: [],
  orgApiKey: 'org-key',
};

/** A project with a readable id (`p1`, `p2`…) turned into a uuid. */
export function project(index: number, name = `Project #${index}`): Project {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name,
    homeDashboardId: null,
    dataRetentionDays: null,
    createdAt,
  };
}

/** A gating context for an owner of a free self-hosted org unless told otherwise. */
export function gating(overrides: Partial<GatingContext> = {}): GatingContext {
  return {
    role: 'owner',
    plan: 'free',
    edition: 'self-hosted',
    beta: false,
    datasetV2Enabled: false,
    license: null,
    ...overrides,
  };
}

/** A dashboard with a readable id (`d1`, `d2`…) turned into a uuid; the first is the home one. */
export function dashboard(index: number, overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(8, '0')}d00d`,
    name: index === 1 ? 'Home' : `Dashboard #${index}`,
    description: null,
    isHome: index === 1,
    charts: [
      { chartId: 'costs', x: 0, y: 0, w: 4, h: 4 },
      { chartId: 'models', x: 4, y: 0, w: 4, h: 4 },
    ],
    filters: '',
    granularity: 'daily',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
