import type { ApiError } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('bad input on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let snapshot: string;

  async function storedState(): Promise<string> {
    const [orgs, accounts, projects, keys] = await Promise.all([
      database.db
        .selectFrom('org')
        .select(['id', 'name', 'plan', 'api_key'])
        .orderBy('id')
        .execute(),
      database.db
        .selectFrom('account')
        .select(['id', 'email', 'name', 'role', 'password_hash'])
        .orderBy('id')
        .execute(),
      database.db
        .selectFrom('project')
        .select(['id', 'name', 'data_retention_days'])
        .orderBy('id')
        .execute(),
      database.db
        .selectFrom('api_key')
        .select(['project_id', 'type', 'key'])
        .orderBy('key')
        .execute(),
    ]);
    return JSON.stringify({ orgs, accounts, projects, keys });
  }

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    snapshot = await storedState();
  });
  afterAll(async () => {
    await database?.close();
  });

  const projectPath = () => `/v1/projects/${owner.projectId}`;
  const cases: [string, string, () => string, unknown, number][] = [
    ['malformed JSON', 'POST', () => '/auth/login', '{"email": "a@b.c", "password":', 400],
    ['JSON of the wrong type', 'POST', () => '/auth/signup', [1, 2, 3], 400],
    [
      'wrong field types',
      'POST',
      () => '/auth/signup',
      { email: 42, password: true, name: {} },
      400,
    ],
    [
      'a SQL-like project name is stored as text',
      'PATCH',
      projectPath,
      { name: "x'); drop table project; --" },
      200,
    ],
    ['SQL-like id', 'PATCH', () => "/v1/projects/1'%20or%20'1'='1", { name: 'x' }, 400],
    ['a huge body', 'POST', () => '/v1/projects', { name: 'x'.repeat(2 * 1024 * 1024) }, 413],
    ['an overlong name', 'POST', () => '/v1/projects', { name: 'x'.repeat(500) }, 400],
    ['retention out of range', 'PATCH', projectPath, { dataRetentionDays: -4 }, 400],
    [
      'an unknown plan',
      'POST',
      () => `/v1/orgs/${owner.orgId}/upgrade`,
      { plan: 'platinum', origin: 'http://x.test' },
      400,
    ],
    [
      'a javascript: origin',
      'POST',
      () => `/v1/orgs/${owner.orgId}/upgrade`,
      { plan: 'team', origin: 'javascript:alert(1)' },
      400,
    ],
    ['a negative page', 'GET', () => '/v1/audit-logs?page=-1', undefined, 400],
    ['a limit too large', 'GET', () => '/v1/audit-logs?limit=100000', undefined, 400],
  ];

  it.each(cases)('%s gets a clear 4xx, never a 5xx', async (_label, method, path, body, status) => {
    const response = await api.call(method, path(), {
      token: owner.token,
      ...(body !== undefined ? { body } : {}),
    });
    expect(response.status).toBe(status);
    if (status >= 400) {
      const answer = await json<ApiError>(response);
      expect(answer.error.length).toBeGreaterThan(0);
      expect(answer.message.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['no scheme', 'abc'],
    ['an empty bearer', 'Bearer '],
    ['a garbled JWT', 'Bearer a.b.c'],
    ['an unsigned JWT', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
    ['an unknown key', 'Bearer sk-lo-0000'],
    ['a header injection attempt', "Bearer ' or 1=1 --"],
  ])('%s as the token gets 401', async (_label, header) => {
    const response = await api.call('GET', '/v1/projects', { headers: { authorization: header } });
    expect(response.status).toBe(401);
    expect(await json<ApiError>(response)).toMatchObject({ error: 'Invalid access token' });
  });

  it('left everything stored as it was, apart from the one legitimate rename', async () => {
    const project = await database.db
      .selectFrom('project')
      .select('name')
      .where('id', '=', owner.projectId)
      .executeTakeFirstOrThrow();
    expect(project.name).toBe("x'); drop table project; --");
    await database.db
      .updateTable('project')
      .set({ name: 'Project #1' })
      .where('id', '=', owner.projectId)
      .execute();
    expect(await storedState()).toBe(snapshot);
  });
});
