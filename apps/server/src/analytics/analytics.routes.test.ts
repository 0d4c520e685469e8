import type { AreaChartAnswer, CustomChartDataAnswer, TopChartAnswer } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, projectKeys, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const day = Date.parse('2026-05-04T00:00:00Z');
const range = { startDate: '2026-05-04T00:00:00.000Z', endDate: '2026-05-06T23:59:59.999Z' };

describe.each(testDatabaseTargets())('analytics routes on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const get = (path: string, query: Record<string, string>, token = owner.token) =>
    api.call(
      'GET',
      `${path}?${new URLSearchParams({ projectId: owner.projectId, ...range, ...query })}`,
      { token },
    );

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    const { public: publicKey } = await projectKeys(api, owner);
    const events = [
      ['a', 'gpt-4o', 0, 1000, 'env-prod', 0.5],
      ['b', 'gpt-4o', 1, 3000, 'env-prod', 1.5],
      ['c', 'claude-3-5-sonnet', 1, 2000, 'env-dev', 4],
    ].flatMap(([id, model, dayIndex, duration, env, score]) => {
      const timestamp = day + Number(dayIndex) * 86_400_000 + 3_600_000;
      return [
        {
          event: 'start',
          type: 'llm',
          runId: id,
          timestamp,
          name: model,
          input: 'Hi',
          tags: ['prod'],
          metadata: { env, score },
        },
        {
          event: 'end',
          type: 'llm',
          runId: id,
          timestamp: timestamp + Number(duration),
          output: 'Yo',
        },
      ];
    });
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: { events },
    });
    expect(response.status).toBe(200);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers every bucket of the range, zero when empty', async () => {
    const answer = await json<AreaChartAnswer>(get('/v1/analytics/run-types', {}));
    expect(answer).toEqual({
      kind: 'area',
      series: ['llm'],
      enrichmentsMissing: false,
      data: [
        { date: '2026-05-04T00:00:00.000Z', value: 1, llm: 1 },
        { date: '2026-05-05T00:00:00.000Z', value: 2, llm: 2 },
        { date: '2026-05-06T00:00:00.000Z', value: 0, llm: 0 },
      ],
    });
  });

  it('plots latency percentiles by run name', async () => {
    const answer = await json<AreaChartAnswer>(
      get('/v1/analytics/latency', { statistic: 'p50', granularity: 'weekly' }),
    );
    expect(answer.data).toEqual([
      { date: '2026-05-04T00:00:00.000Z', value: 2000, 'gpt-4o': 2000, 'claude-3-5-sonnet': 2000 },
    ]);
  });

  it('answers a custom chart as a series, a Top list or one number', async () => {
    const custom = (query: Record<string, string>) =>
      json<CustomChartDataAnswer>(get('/v1/analytics/custom', query));
    expect(
      await custom({ type: 'Number', metric: 'metadata', metricKey: 'score', aggregation: 'sum' }),
    ).toEqual({ kind: 'number', value: 6 });
    const top = (await custom({
      type: 'Top',
      metric: 'latency',
      aggregation: 'max',
      splitBy: 'metadata',
      splitKey: 'env',
    })) as TopChartAnswer;
    expect(top.data).toEqual([
      { name: 'env-prod', value: 3000 },
      { name: 'env-dev', value: 2000 },
    ]);
    const byTag = (await custom({
      type: 'Bar',
      metric: 'runs',
      aggregation: 'count',
      splitBy: 'tag',
      filters: 'models=gpt-4o',
    })) as AreaChartAnswer;
    expect(byTag.data.map((point) => [point.value, point.prod])).toEqual([
      [1, 1],
      [1, 1],
      [0, 0],
    ]);
  });

  it('names each bad parameter with a 400', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['/v1/analytics/nope', {}, /chartId: "nope" is not a chart/],
      ['/v1/analytics/users/old', {}, /chartId: "users\/old" is not a chart/],
      ['/v1/analytics/costs', { endDate: '2026-05-01T00:00:00Z' }, /endDate is before startDate/],
      ['/v1/analytics/costs', { startDate: '2023-01-01T00:00:00Z' }, /longer than 2 years/],
      [
        '/v1/analytics/costs',
        { timeZone: 'Mars/Olympus' },
        /timeZone: "Mars\/Olympus" is not an IANA time zone/,
      ],
      [
        '/v1/analytics/costs',
        { granularity: 'monthly' },
        /granularity must be hourly, daily or weekly/,
      ],
      ['/v1/analytics/costs', { filters: 'status=sometimes' }, /^filters: /],
      [
        '/v1/analytics/costs',
        { startDate: 'last week' },
        /startDate: Must be an ISO 8601 date-time/,
      ],
      ['/v1/analytics/costs', { statistic: 'p42' }, /statistic must be one of/],
      [
        '/v1/analytics/custom',
        { type: 'Area', metric: 'runs', aggregation: 'sum' },
        /aggregation: runs allows count, not sum/,
      ],
      ['/v1/analytics/custom', { type: 'Area', aggregation: 'sum' }, /metric/],
    ];
    for (const [path, query, message] of cases) {
      const response = await get(path, query);
      expect(response.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
  });

  it('lets the analytics viewer read charts, and hides other projects', async () => {
    await setPlan(api, owner.orgId, 'team');
    const analyst = await addTeammate(api, owner, 'analytics');
    expect((await get('/v1/analytics/costs', {}, analyst)).status).toBe(200);
    const billing = await addTeammate(api, owner, 'billing');
    expect((await get('/v1/analytics/costs', {}, billing)).status).toBe(403);
    const mallory = await signUp(api);
    expect((await get('/v1/analytics/costs', {}, mallory.token)).status).toBe(404);
  });
});
