import type { ApiError, ExternalUser, PagedResponse } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('bad input on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let snapshot: string;
  let endUserId: string;
  let viewId: string;
  let runId: string;
  const scoped = (path: string) =>
    `${path}${path.includes('?') ? '&' : '?'}projectId=${owner.projectId}`;

  async function storedState(): Promise<string> {
    const [orgs, accounts, projects, keys, views, rules, invitations, endUsers, runs] =
      await Promise.all([
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
        database.db.selectFrom('view').selectAll().orderBy('id').execute(),
        database.db.selectFrom('ingestion_rule').selectAll().orderBy('id').execute(),
        database.db.selectFrom('invitation').selectAll().orderBy('id').execute(),
        database.db.selectFrom('external_user').selectAll().orderBy('id').execute(),
        database.db
          .selectFrom('run')
          .select(['id', 'name', 'is_public', 'feedback', 'scores'])
          .orderBy('id')
          .execute(),
      ]);
    return JSON.stringify({
      orgs,
      accounts,
      projects,
      keys,
      views,
      rules,
      invitations,
      endUsers,
      runs,
    });
  }

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    const ingested = await api.call('POST', '/v1/runs/ingest', {
      token: (await projectKeys(api, owner)).public,
      body: {
        events: [
          {
            event: 'start',
            type: 'llm',
            runId: 'r-1',
            timestamp: Date.now(),
            name: 'gpt-4o',
            userId: 'eve',
          },
          { event: 'end', type: 'llm', runId: 'r-1', timestamp: Date.now() + 5, output: 'ok' },
        ],
      },
    });
    expect(ingested.status).toBe(200);
    endUserId =
      (
        await json<PagedResponse<ExternalUser>>(
          api.call('GET', scoped('/v1/users'), { token: owner.token }),
        )
      ).data[0]?.id ?? '';
    viewId = (
      await json<{ id: string }>(
        api.call('POST', scoped('/v1/views'), {
          token: owner.token,
          body: { name: 'Kept', data: 'models=gpt-4o', type: 'llm' },
        }),
      )
    ).id;
    runId = (await database.db.selectFrom('run').select('id').executeTakeFirstOrThrow()).id;
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
    [
      'runs: an unknown sort field',
      'GET',
      () => scoped('/v1/runs?sortField=cost;drop'),
      undefined,
      400,
    ],
    ['runs: a negative limit', 'GET', () => scoped('/v1/runs?limit=-1'), undefined, 400],
    ['runs: a limit too large', 'GET', () => scoped('/v1/runs?limit=100000'), undefined, 400],
    [
      'runs: a malformed filter string',
      'GET',
      () => scoped('/v1/runs?filters=models%3D%25%25%26%26%3D%3D'),
      undefined,
      400,
    ],
    ['runs: an unknown filter', 'GET', () => scoped('/v1/runs?filters=nope%3D1'), undefined, 400],
    ['runs: an unknown type', 'GET', () => scoped('/v1/runs?type=spaceship'), undefined, 400],
    [
      'runs count: a malformed filter string',
      'GET',
      () => scoped('/v1/runs/count?filters=%3D%3D%3D'),
      undefined,
      400,
    ],
    [
      'runs totals: a malformed filter string',
      'GET',
      () => scoped('/v1/runs/totals?filters=%3D%3D%3D'),
      undefined,
      400,
    ],
    [
      'runs totals: an unknown type',
      'GET',
      () => scoped('/v1/runs/totals?type=spaceship'),
      undefined,
      400,
    ],
    [
      'runs: a SQL-like run id (SDK ids need not be UUIDs) finds nothing',
      'GET',
      () => scoped("/v1/runs/1'%20or%20'1'='1"),
      undefined,
      404,
    ],
    [
      'end users: an unknown sort field',
      'GET',
      () => scoped('/v1/users?sortField=password'),
      undefined,
      400,
    ],
    ['end users: a negative limit', 'GET', () => scoped('/v1/users?limit=-1'), undefined, 400],
    ['end users: a limit too large', 'GET', () => scoped('/v1/users?limit=100000'), undefined, 400],
    [
      'end users: props that are not an object',
      'PATCH',
      () => scoped(`/v1/users/${endUserId}`),
      { props: 'admin' },
      400,
    ],
    [
      'end users: props missing',
      'PATCH',
      () => scoped(`/v1/users/${endUserId}`),
      { name: 'x' },
      400,
    ],
    ['end users: a non-UUID id', 'PATCH', () => scoped('/v1/users/eve'), { props: {} }, 400],
    [
      'views: an empty name',
      'POST',
      () => scoped('/v1/views'),
      { name: '', data: '', type: 'llm' },
      400,
    ],
    [
      'views: an unknown list type',
      'POST',
      () => scoped('/v1/views'),
      { name: 'x', data: '', type: 'spaceship' },
      400,
    ],
    [
      'views: filters of the wrong type',
      'POST',
      () => scoped('/v1/views'),
      { name: 'x', data: 42, type: 'llm' },
      400,
    ],
    [
      'views: an overlong name',
      'POST',
      () => scoped('/v1/views'),
      { name: 'x'.repeat(500), data: '', type: 'llm' },
      400,
    ],
    ['views: an empty update', 'PATCH', () => scoped(`/v1/views/${viewId}`), {}, 400],
    [
      'views: a name of the wrong type',
      'PATCH',
      () => scoped(`/v1/views/${viewId}`),
      { name: 42 },
      400,
    ],
    [
      'team: an invalid email',
      'POST',
      () => '/v1/team/invitations',
      { email: 'not-an-email', role: 'viewer' },
      400,
    ],
    [
      'team: an unknown role',
      'POST',
      () => '/v1/team/invitations',
      { email: 'x@example.com', role: 'superuser' },
      400,
    ],
    [
      'team: inviting an owner',
      'POST',
      () => '/v1/team/invitations',
      { email: 'x@example.com', role: 'owner' },
      400,
    ],
    [
      'team: a malformed project id',
      'POST',
      () => '/v1/team/invitations',
      { email: 'x@example.com', role: 'member', projectIds: ['x'] },
      400,
    ],
    ['team: an invite without a body', 'POST', () => '/v1/team/invitations', undefined, 400],
    [
      'rules: an unknown type',
      'POST',
      () => `${projectPath()}/rules`,
      { type: 'delete-everything' },
      400,
    ],
    [
      'rules: an unknown PII kind',
      'POST',
      () => `${projectPath()}/rules`,
      { type: 'masking', piiKinds: ['soul'] },
      400,
    ],
    [
      'rules: an invalid regex',
      'POST',
      () => `${projectPath()}/rules`,
      { type: 'masking', piiKinds: ['regex'], customRegexes: ['('] },
      400,
    ],
    [
      'rules: a filtering rule that drops nothing',
      'POST',
      () => `${projectPath()}/rules`,
      { type: 'filtering', dropInput: false, dropOutput: false },
      400,
    ],
    [
      'rules: a malformed filter string',
      'POST',
      () => `${projectPath()}/rules`,
      { type: 'filtering', filters: '%%&&==', dropInput: true, dropOutput: false },
      400,
    ],
    [
      'rules: deleting a malformed rule id',
      'DELETE',
      () => `${projectPath()}/rules?ruleId=1%20or%201=1`,
      undefined,
      400,
    ],
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

  /** Each body names its bad field; JSON.stringify sends lone surrogates as `\\ud800` escapes. */
  const unstorable: [string, string, () => string, unknown, string][] = [
    ['project rename with NUL', 'PATCH', projectPath, { name: 'a\u0000b' }, 'name'],
    ['project rename with a lone surrogate', 'PATCH', projectPath, { name: 'a\ud800' }, 'name'],
    ['org rename', 'PATCH', () => `/v1/orgs/${owner.orgId}`, { name: '\udfffx' }, 'name'],
    [
      'feedback comment',
      'PATCH',
      () => scoped(`/v1/runs/${runId}/feedback`),
      { thumb: 'up', comment: 'ok\u0000' },
      'comment',
    ],
    [
      'score label',
      'PATCH',
      () => scoped(`/v1/runs/${runId}/score`),
      { label: 'q\ud800', value: 1 },
      'label',
    ],
    [
      'view name',
      'POST',
      () => scoped('/v1/views'),
      { name: 'v\u0000', data: '', type: 'llm' },
      'name',
    ],
    [
      'view filters',
      'PATCH',
      () => scoped(`/v1/views/${viewId}`),
      { data: 'models=gpt\u0000' },
      'data',
    ],
    [
      'cost mapping pattern',
      'POST',
      () => '/v1/cost-mappings',
      { modelPattern: 'm\u0000', inputPricePerMillion: 1, outputPricePerMillion: 1 },
      'modelPattern',
    ],
    [
      'end user props key',
      'PATCH',
      () => scoped(`/v1/users/${endUserId}`),
      { props: { 'k\u0000': 1 } },
      'props.k\\u0000',
    ],
    [
      'sign-up name',
      'POST',
      () => '/auth/signup',
      { email: 'nul@example.com', password: 'a-long-password', name: 'Ada\u0000' },
      'name',
    ],
    ['a query parameter', 'GET', () => scoped('/v1/runs?search=a%00b'), undefined, 'search'],
  ];

  it.each(unstorable)(
    '%s with text PostgreSQL refuses gets 400 naming the field',
    async (_label, method, path, body, field) => {
      const response = await api.call(method, path(), {
        token: owner.token,
        ...(body !== undefined ? { body } : {}),
      });
      expect(response.status).toBe(400);
      expect((await json<ApiError>(response)).message).toContain(field);
    },
  );

  it('answers a Langfuse Basic header of NUL user and password with 401', async () => {
    const response = await api.call('POST', '/api/public/ingestion', {
      headers: { authorization: `Basic ${Buffer.from('\u0000:\u0000').toString('base64')}` },
      body: { batch: [] },
    });
    expect(response.status).toBe(401);
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
