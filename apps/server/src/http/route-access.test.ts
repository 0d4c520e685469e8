import { randomUUID } from 'node:crypto';
import type { ApiError } from '@lookout/domain';
import { roles } from '@lookout/domain';
import { type Action, can, type Resource } from '@lookout/rbac';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/**
 * The weakest project key that passes a route's guard: 'public' (both keys: what SDKs do with
 * the public key), 'private' (the project API, for its own project), or null (people only).
 */
type KeyAccess = 'public' | 'private' | null;

/**
 * Every authenticated route, the permission its guard checks (null: any signed-in user), the
 * project keys it lets through, and a sample call.
 */
interface RouteCase {
  method: string;
  path: string;
  permission: [Resource, Action] | null;
  key: KeyAccess;
  request: (owner: SignedUp) => { path: string; body?: unknown };
}

const unknownId = randomUUID();
const routeCases: RouteCase[] = [
  {
    method: 'get',
    path: '/v1/users/me',
    permission: null,
    key: null,
    request: () => ({ path: '/v1/users/me' }),
  },
  {
    method: 'get',
    path: '/v1/users/me/org',
    permission: null,
    key: null,
    request: () => ({ path: '/v1/users/me/org' }),
  },
  {
    method: 'post',
    path: '/v1/users/send-verification',
    permission: null,
    key: null,
    request: (o) => ({ path: '/v1/users/send-verification', body: { email: o.email, name: 'x' } }),
  },
  {
    method: 'patch',
    path: '/v1/orgs/{id}',
    permission: ['org', 'update'],
    key: null,
    request: (o) => ({ path: `/v1/orgs/${o.orgId}`, body: { name: 'Renamed' } }),
  },
  {
    method: 'post',
    path: '/v1/orgs/{id}/api-key/regenerate',
    permission: ['privateKeys', 'update'],
    key: null,
    request: (o) => ({ path: `/v1/orgs/${o.orgId}/api-key/regenerate` }),
  },
  {
    method: 'post',
    path: '/v1/orgs/{id}/upgrade',
    permission: ['billing', 'update'],
    key: null,
    request: (o) => ({
      path: `/v1/orgs/${o.orgId}/upgrade`,
      body: { plan: 'enterprise', period: 'monthly', origin: 'http://lookout.test' },
    }),
  },
  {
    method: 'get',
    path: '/v1/orgs/{id}/billing/latest-invoice',
    permission: ['billing', 'read'],
    key: null,
    request: (o) => ({ path: `/v1/orgs/${o.orgId}/billing/latest-invoice` }),
  },
  {
    method: 'get',
    path: '/v1/projects',
    permission: null,
    key: 'private',
    request: () => ({ path: '/v1/projects' }),
  },
  {
    method: 'post',
    path: '/v1/projects',
    permission: ['projects', 'create'],
    key: null,
    request: () => ({ path: '/v1/projects', body: { name: 'By role' } }),
  },
  {
    method: 'patch',
    path: '/v1/projects/{id}',
    permission: ['projects', 'update'],
    key: 'private',
    request: (o) => ({ path: `/v1/projects/${o.projectId}`, body: { dataRetentionDays: 30 } }),
  },
  {
    method: 'delete',
    path: '/v1/projects/{id}',
    permission: ['projects', 'delete'],
    key: null,
    request: () => ({ path: `/v1/projects/${unknownId}` }),
  },
  {
    method: 'get',
    path: '/v1/projects/{id}/api-keys',
    permission: null,
    key: 'private',
    request: (o) => ({ path: `/v1/projects/${o.projectId}/api-keys` }),
  },
  {
    method: 'post',
    path: '/v1/projects/{id}/api-keys/regenerate',
    permission: ['privateKeys', 'update'],
    key: null,
    request: () => ({ path: `/v1/projects/${unknownId}/api-keys/regenerate` }),
  },
  {
    method: 'get',
    path: '/v1/projects/{id}/rules',
    permission: ['settings', 'read'],
    key: 'private',
    request: (o) => ({ path: `/v1/projects/${o.projectId}/rules` }),
  },
  {
    method: 'post',
    path: '/v1/projects/{id}/rules',
    permission: ['settings', 'update'],
    key: 'private',
    request: () => ({
      path: `/v1/projects/${unknownId}/rules`,
      body: { type: 'filtering', dropInput: true, dropOutput: false },
    }),
  },
  {
    method: 'delete',
    path: '/v1/projects/{id}/rules',
    permission: ['settings', 'update'],
    key: 'private',
    request: (o) => ({ path: `/v1/projects/${o.projectId}/rules?ruleId=${unknownId}` }),
  },
  {
    method: 'get',
    path: '/v1/team/members',
    permission: ['teamMembers', 'list'],
    key: null,
    request: () => ({ path: '/v1/team/members' }),
  },
  {
    method: 'post',
    path: '/v1/team/invitations',
    permission: ['teamMembers', 'create'],
    key: null,
    request: () => ({
      path: '/v1/team/invitations',
      body: { email: `${randomUUID()}@example.com`, role: 'viewer', projectIds: [unknownId] },
    }),
  },
  {
    method: 'delete',
    path: '/v1/team/invitations/{id}',
    permission: ['teamMembers', 'delete'],
    key: null,
    request: () => ({ path: `/v1/team/invitations/${unknownId}` }),
  },
  {
    method: 'patch',
    path: '/v1/team/members/{id}',
    permission: ['teamMembers', 'update'],
    key: null,
    request: () => ({ path: `/v1/team/members/${unknownId}`, body: { role: 'viewer' } }),
  },
  {
    method: 'delete',
    path: '/v1/team/members/{id}',
    permission: ['teamMembers', 'delete'],
    key: null,
    request: () => ({ path: `/v1/team/members/${unknownId}` }),
  },
  {
    method: 'get',
    path: '/v1/audit-logs',
    permission: ['auditLogs', 'list'],
    key: null,
    request: () => ({ path: '/v1/audit-logs' }),
  },
  ...projectScoped('get', '/v1/runs', ['logs', 'list']),
  {
    method: 'get',
    path: '/v1/runs/download',
    permission: ['logs', 'export'],
    key: 'private',
    request: (owner) => ({ path: `/v1/runs/download?projectId=${owner.projectId}&format=csv` }),
  },
  {
    method: 'get',
    path: '/v1/cost-mappings',
    permission: ['settings', 'read'],
    key: null,
    request: () => ({ path: '/v1/cost-mappings' }),
  },
  {
    method: 'post',
    path: '/v1/cost-mappings',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({
      path: '/v1/cost-mappings',
      body: { modelPattern: 'by-role-*', inputPricePerMillion: 1, outputPricePerMillion: 2 },
    }),
  },
  {
    method: 'delete',
    path: '/v1/cost-mappings/{id}',
    permission: ['settings', 'update'],
    key: null,
    request: () => ({ path: `/v1/cost-mappings/${unknownId}` }),
  },
  ...projectScoped('get', '/v1/runs/count', ['logs', 'list']),
  ...projectScoped('get', '/v1/runs/{id}', ['logs', 'read']),
  ...projectScoped('get', '/v1/runs/{id}/tree', ['logs', 'read']),
  ...projectScoped('delete', '/v1/runs/{id}', ['logs', 'delete']),
  ...projectScoped('patch', '/v1/runs/{id}/visibility', ['logs', 'updateVisibility'], {
    visibility: 'public',
  }),
  ...projectScoped('get', '/v1/runs/{id}/feedback', ['logs', 'read']),
  // SDKs send feedback and scores with whichever key they were given, often the public one.
  ...projectScoped(
    'patch',
    '/v1/runs/{id}/feedback',
    ['logs', 'update'],
    { thumb: 'up' },
    'public',
  ),
  ...projectScoped(
    'patch',
    '/v1/runs/{id}/score',
    ['logs', 'update'],
    { label: 'accuracy', value: 1 },
    'public',
  ),
  ...projectScoped('get', '/v1/views', ['logs', 'list']),
  ...projectScoped('post', '/v1/views', ['logs', 'update'], {
    name: 'By role',
    data: '',
    type: 'llm',
  }),
  ...projectScoped('get', '/v1/views/{id}', ['logs', 'read']),
  ...projectScoped('patch', '/v1/views/{id}', ['logs', 'update'], { name: 'Renamed' }),
  ...projectScoped('delete', '/v1/views/{id}', ['logs', 'update']),
  ...projectScoped('get', '/v1/users', ['users', 'list']),
  ...projectScoped('get', '/v1/users/{id}', ['users', 'read']),
  ...projectScoped('patch', '/v1/users/{id}', ['users', 'update'], { props: {} }),
  ...projectScoped('delete', '/v1/users/{id}', ['users', 'delete']),
  ...['models', 'custom-events', 'tags', 'topics', 'templates', 'metadata'].flatMap((list) =>
    projectScoped('get', `/v1/filters/${list}`, ['logs', 'list']),
  ),
];

/**
 * A route of a project: called for the owner's project, with an unknown id where the path has
 * one. The private key may call every route of its project.
 */
function projectScoped(
  method: string,
  path: string,
  permission: [Resource, Action],
  body?: unknown,
  key: KeyAccess = 'private',
): RouteCase[] {
  return [
    {
      method,
      path,
      permission,
      key,
      request: (owner) => ({
        path: `${path.replace('{id}', unknownId)}?projectId=${owner.projectId}`,
        ...(body !== undefined ? { body } : {}),
      }),
    },
  ];
}

const publicPaths = new Set(['/v1/version', '/v1/openapi.json']);

describe.each(testDatabaseTargets())('route access on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    await setPlan(api, owner.orgId, 'enterprise');
    tokens.set('owner', owner.token);
    for (const role of roles.filter((role) => role !== 'owner')) {
      tokens.set(role, await addTeammate(api, owner, role));
    }
    const keys = await json<{ type: string; key: string }[]>(
      api.call('GET', `/v1/projects/${owner.projectId}/api-keys`, { token: owner.token }),
    );
    for (const { type, key } of keys) tokens.set(`${type} key`, key);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has a case for every authenticated route of the OpenAPI document', async () => {
    const document = await json<{ paths: Record<string, Record<string, unknown>> }>(
      api.call('GET', '/v1/openapi.json'),
    );
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v1/') && !publicPaths.has(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      );
    expect(documented.sort()).toEqual(
      routeCases.map((route) => `${route.method} ${route.path}`).sort(),
    );
  });

  describe.each([...roles])('as %s', (role) => {
    it.each(routeCases)('$method $path follows the permission matrix', async (route) => {
      const { path, body } = route.request(owner);
      const response = await api.call(route.method.toUpperCase(), path, {
        token: tokens.get(role),
        ...(body ? { body } : {}),
      });
      const allowed =
        route.permission === null || can(role, route.permission[0], route.permission[1]);
      if (allowed) {
        expect(
          response.status,
          `${role} should pass the guard of ${route.method} ${path}`,
        ).not.toBe(403);
      } else {
        expect(response.status).toBe(403);
        expect(await json<ApiError>(response)).toMatchObject({ error: 'Forbidden' });
      }
    });
  });

  describe.each(['public', 'private'] as const)("as the project's %s key", (keyType) => {
    it.each(routeCases)(
      '$method $path lets the key through only where it belongs',
      async (route) => {
        const { path, body } = route.request(owner);
        const response = await api.call(route.method.toUpperCase(), path, {
          token: tokens.get(`${keyType} key`),
          ...(body ? { body } : {}),
        });
        const allowed =
          route.key === 'public' || (route.key === 'private' && keyType === 'private');
        if (allowed) {
          expect(
            response.status,
            `the ${keyType} key should pass ${route.method} ${path}`,
          ).not.toBe(403);
          expect(response.status).toBeLessThan(500);
        } else {
          expect(response.status, `the ${keyType} key on ${route.method} ${path}`).toBe(403);
          expect(await json<ApiError>(response)).toMatchObject({ error: 'Forbidden' });
        }
      },
    );
  });
});

describe.each(testDatabaseTargets())('tenant isolation on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let alice: SignedUp;
  let mallory: SignedUp;
  let aliceKeys: { type: string; key: string }[];
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    alice = await signUp(api);
    mallory = await signUp(api);
    aliceKeys = await json(
      api.call('GET', `/v1/projects/${alice.projectId}/api-keys`, { token: alice.token }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it("answers another org's project ids with 404, revealing nothing, and changes nothing", async () => {
    for (const [method, path, body] of [
      ['GET', `/v1/projects/${alice.projectId}/api-keys`, undefined],
      ['GET', `/v1/projects/${alice.projectId}/rules`, undefined],
      ['PATCH', `/v1/projects/${alice.projectId}`, { name: 'pwned' }],
      ['DELETE', `/v1/projects/${alice.projectId}`, undefined],
      ['POST', `/v1/projects/${alice.projectId}/api-keys/regenerate`, undefined],
    ] as const) {
      const response = await api.call(method, path, {
        token: mallory.token,
        ...(body ? { body } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain(alice.projectId);
    }
    const projects = await json<{ name: string }[]>(
      api.call('GET', '/v1/projects', { token: alice.token }),
    );
    expect(projects.map((project) => project.name)).toEqual(['Project #1']);
    const keys = await json(
      api.call('GET', `/v1/projects/${alice.projectId}/api-keys`, { token: alice.token }),
    );
    expect(keys).toEqual(aliceKeys);
  });

  it("answers another org's id in org routes with 404", async () => {
    const response = await api.call('PATCH', `/v1/orgs/${alice.orgId}`, {
      token: mallory.token,
      body: { name: 'pwned' },
    });
    expect(response.status).toBe(404);
    const org = await json<{ name: string }>(
      api.call('GET', '/v1/users/me/org', { token: alice.token }),
    );
    expect(org.name).toBe("Ada Lovelace's Org");
  });

  it("gives one org's keys nothing of another org", async () => {
    const privateKey = aliceKeys.find((key) => key.type === 'private')?.key;
    const projects = await json<{ id: string }[]>(
      api.call('GET', '/v1/projects', { token: privateKey }),
    );
    expect(projects.map((project) => project.id)).toEqual([alice.projectId]);
    expect(
      (await api.call('GET', `/v1/projects/${mallory.projectId}/api-keys`, { token: privateKey }))
        .status,
    ).toBe(404);
    const members = await api.call('GET', '/v1/team/members', { token: privateKey });
    expect(members.status).toBe(403);
  });
});
