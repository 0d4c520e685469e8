import { type CatalogueChartId, chartCatalogue, type DashboardGranularity } from '@lookout/domain';
import { serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { toRunUuid } from '../runs/run-id.js';
import { deleteExpiredTraces } from '../runs/run-retention.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { rollupDrift } from '../testing/rollup-drift.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/*
 * The rollups of migration 0013 against the runs they summarise: after
 * ingestion across 30- and 45-minute offsets and both DST switches of 2024,
 * late ends, feedback, rules, a deleted run, a deleted project and concurrent
 * writers, (1) every rollup row equals a fresh aggregation of `run`, and
 * (2) every catalogue chart answers the same with the rollups as without
 * them (the raw path; chart-exactness.test.ts checks both against plain SQL).
 */

const rollups = vi.hoisted(() => ({ enabled: true, used: 0, tagsUsed: 0 }));
vi.mock('./rollup-runs.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./rollup-runs.js')>();
  return {
    ...actual,
    rollupAnswers: (...args: Parameters<typeof actual.rollupAnswers>) => {
      const answers = rollups.enabled && actual.rollupAnswers(...args);
      if (answers) rollups.used += 1;
      if (answers && args[1] === 'tags') rollups.tagsUsed += 1;
      return answers;
    },
  };
});

const minute = 60_000;
const hour = 60 * minute;
const models = ['gpt-4o', 'gpt-4o-mini', 'claude-3-5-sonnet'];
/** New York springs forward on 10 March 2024, Paris on 31 March. */
const startDate = '2024-03-08T00:00:00.000Z';
const endDate = '2024-04-02T23:59:59.999Z';
const first = Date.parse('2024-03-09T18:07:00Z');

function seedEvents(prefix: string): unknown[] {
  const events: unknown[] = [];
  for (let i = 0; i < 60; i++) {
    const runId = `${prefix}-llm-${i}`;
    // Every 9 h 13 min: starts land on every quarter hour of the day over the weeks.
    const timestamp = first + i * (9 * hour + 13 * minute);
    events.push(
      {
        event: 'start',
        type: i % 9 === 4 ? 'agent' : 'llm',
        runId,
        timestamp,
        name: models[i % 3],
        input: i % 11 === 0 ? 'Mail ada@example.com' : `Question ${i}`,
        userId: i % 6 === 5 ? undefined : `user-${i % 5}`,
        // Two tags, one, or none: a split by tag counts a run once per tag.
        tags: i % 3 === 0 ? ['prod', 'beta'] : i % 5 === 1 ? [] : ['prod'],
        ...(i % 8 === 2 ? { templateId: 'tpl-1' } : {}),
      },
      // Ends arrive 1 to 49 minutes later: many in the next 15-minute bucket.
      {
        event: i % 7 === 3 ? 'error' : 'end',
        type: i % 9 === 4 ? 'agent' : 'llm',
        runId,
        timestamp: timestamp + (1 + (i % 7) * 8) * minute,
        output: `Answer ${i}`,
        tokensUsage: { prompt: 10 + i, completion: 3 + (i % 5) },
        ...(i % 7 === 3 ? { error: { message: 'Rate limited' } } : {}),
      },
    );
    if (i % 4 === 0) {
      events.push({
        event: 'feedback',
        type: 'llm',
        runId,
        feedback: { thumbs: i % 8 === 0 ? 'up' : 'down' },
      });
    }
  }
  return events;
}

/** Numbers equal to 9 significant digits (sums of float costs differ in their last bits by order), all else equal. */
function expectSameAnswer(actual: unknown, expected: unknown, at: string): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), at).toBeLessThanOrEqual(
      1e-9 * Math.max(1, Math.abs(expected)),
    );
    return;
  }
  if (expected && typeof expected === 'object') {
    expect(actual && typeof actual === 'object', at).toBe(true);
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    expect(Object.keys(a).sort(), at).toEqual(Object.keys(e).sort());
    for (const key of Object.keys(e)) expectSameAnswer(a[key], e[key], `${at}.${key}`);
    return;
  }
  expect(actual, at).toEqual(expected);
}

const views: { timeZone: string; granularity: DashboardGranularity; from?: string; to?: string }[] =
  [
    { timeZone: 'UTC', granularity: 'daily' },
    { timeZone: 'Asia/Kathmandu', granularity: 'hourly' },
    { timeZone: 'Asia/Kathmandu', granularity: 'daily' },
    { timeZone: 'Asia/Kolkata', granularity: 'daily' },
    { timeZone: 'America/New_York', granularity: 'hourly' },
    { timeZone: 'Europe/Paris', granularity: 'weekly' },
    // Ends inside 15-minute buckets: the partial buckets come from the runs.
    {
      timeZone: 'Asia/Kathmandu',
      granularity: 'daily',
      from: '2024-03-10T03:07:13.120Z',
      to: '2024-03-31T01:52:00.001Z',
    },
  ];

const filterCases = [
  '',
  'models=gpt-4o',
  serializeFilterBar({
    operator: 'AND',
    filters: [
      { id: 'models', params: [['gpt-4o', 'claude-3-5-sonnet']] },
      { id: 'status', params: ['success'] },
    ],
  }),
  serializeFilterBar({ operator: 'OR', filters: [{ id: 'type', params: ['agent'] }] }),
];

const chartIds = chartCatalogue
  .filter((item) => !item.needsEnrichments)
  .map((item) => item.id as CatalogueChartId);

describe.each(testDatabaseTargets())('rollups equal the runs on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    const { public: publicKey } = await projectKeys(api, owner);
    for (const body of [
      { type: 'masking', piiKinds: ['email'] },
      { type: 'filtering', dropInput: true, dropOutput: false, filters: 'models=gpt-4o-mini' },
    ]) {
      const rule = await api.call('POST', `/v1/projects/${owner.projectId}/rules`, {
        token: owner.token,
        body,
      });
      expect(rule.status, JSON.stringify(body)).toBeLessThan(300);
    }
    const ingest = async (token: string, events: unknown[]) => {
      const response = await api.call('POST', '/v1/runs/ingest', { token, body: { events } });
      expect(response.status).toBe(200);
    };
    await ingest(publicKey, seedEvents('a'));
    // Late: an end five hours after its start, in a later request.
    await ingest(publicKey, [
      {
        event: 'start',
        type: 'llm',
        runId: 'late',
        timestamp: first,
        name: 'gpt-4o',
        userId: 'u9',
      },
    ]);
    await ingest(publicKey, [
      {
        event: 'end',
        type: 'llm',
        runId: 'late',
        timestamp: first + 5 * hour,
        tokensUsage: { prompt: 5, completion: 5 },
      },
    ]);
    const deleted = await api.call(
      'DELETE',
      `/v1/runs/${toRunUuid('a-llm-7')}?projectId=${owner.projectId}`,
      { token: owner.token },
    );
    expect(deleted.status).toBe(204);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps every rollup row equal to the runs after ingestion, late ends and a delete', async () => {
    const { rows } = await sql<{ count: string }>`select count(*) as count from run_rollup
      where project_id = ${owner.projectId}`.execute(database.db);
    expect(Number(rows[0]?.count)).toBeGreaterThan(50);
    expect(await rollupDrift(database.db)).toEqual([]);
  });

  it.each(views)(
    'answers every chart in $timeZone $granularity as the raw path does',
    async (view) => {
      const chart = async (id: string, query: Record<string, string>) =>
        json<unknown>(
          api.call(
            'GET',
            `/v1/analytics/${id}?${new URLSearchParams({
              projectId: owner.projectId,
              startDate: view.from ?? startDate,
              endDate: view.to ?? endDate,
              timeZone: view.timeZone,
              granularity: view.granularity,
              ...query,
            })}`,
            { token: owner.token },
          ),
        );
      for (const filters of filterCases) {
        for (const id of chartIds) {
          for (const extra of (id === 'latency' ? [{}, { statistic: 'p95' }] : [{}]) as Record<
            string,
            string
          >[]) {
            const query: Record<string, string> = { filters, ...extra };
            rollups.enabled = true;
            const used = rollups.used;
            const rolled = await chart(id, query);
            const read = rollups.used > used;
            rollups.enabled = false;
            const raw = await chart(id, query);
            expectSameAnswer(rolled, raw, `${id} ${JSON.stringify(query)}`);
            if (
              filters === '' &&
              !query.statistic &&
              ['costs', 'latency', 'users/active', 'users'].includes(id)
            ) {
              expect(read, `${id} read a rollup`).toBe(true);
            }
          }
        }
      }
    },
  );

  it('answers custom charts with a filter as the raw path does', async () => {
    const filters = filterCases[2] ?? '';
    const charts: Record<string, string>[] = [
      { type: 'Bar', metric: 'cost', aggregation: 'sum', splitBy: 'model' },
      { type: 'Top', metric: 'runs', aggregation: 'count', splitBy: 'user' },
      { type: 'Line', metric: 'latency', aggregation: 'avg', splitBy: 'name' },
      { type: 'Area', metric: 'feedback', aggregation: 'avg' },
      { type: 'Number', metric: 'users', aggregation: 'count' },
      { type: 'Top', metric: 'tokens', aggregation: 'sum', splitBy: 'template' },
      { type: 'Line', metric: 'runs', aggregation: 'count', splitBy: 'tag' },
      { type: 'Area', metric: 'errors', aggregation: 'count', splitBy: 'tag' },
      { type: 'Bar', metric: 'feedback', aggregation: 'avg', splitBy: 'tag' },
      { type: 'Top', metric: 'cost', aggregation: 'sum', splitBy: 'tag' },
    ];
    for (const choices of charts) {
      for (const withFilters of ['', filters]) {
        const path = `/v1/analytics/custom?${new URLSearchParams({
          projectId: owner.projectId,
          startDate,
          endDate,
          timeZone: 'Asia/Kathmandu',
          granularity: 'daily',
          filters: withFilters,
          ...choices,
        })}`;
        rollups.enabled = true;
        const tagsUsed = rollups.tagsUsed;
        const rolled = await json<unknown>(api.call('GET', path, { token: owner.token }));
        if (choices.splitBy === 'tag') {
          expect(rollups.tagsUsed, `${JSON.stringify(choices)} read run_tag_rollup`).toBe(
            tagsUsed + 1,
          );
        }
        rollups.enabled = false;
        const raw = await json<unknown>(api.call('GET', path, { token: owner.token }));
        expectSameAnswer(rolled, raw, `${JSON.stringify(choices)} ${withFilters}`);
      }
    }
    rollups.enabled = true;
  });

  it('forgets a deleted project’s runs', async () => {
    const project = await json<{ id: string }>(
      api.call('POST', '/v1/projects', { token: owner.token, body: { name: 'Doomed' } }),
    );
    const { public: key } = await projectKeys(api, { projectId: project.id, token: owner.token });
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: key,
      body: { events: seedEvents('doomed') },
    });
    expect(response.status).toBe(200);
    const count = async () => {
      const { rows } = await sql<{ count: string }>`select
          (select count(*) from run_rollup where project_id = ${project.id}) +
          (select count(*) from run_user_rollup where project_id = ${project.id}) as count`.execute(
        database.db,
      );
      return Number(rows[0]?.count);
    };
    expect(await count()).toBeGreaterThan(0);
    const removed = await api.call('DELETE', `/v1/projects/${project.id}`, { token: owner.token });
    expect(removed.status).toBe(204);
    expect(await count()).toBe(0);
    expect(await rollupDrift(database.db)).toEqual([]);
  });

  it('loses no update and deadlocks nowhere with concurrent writers', async () => {
    const db = database.db;
    const writers = 6;
    const bucketsAt = [0, 15, 30, 45].map((m) => new Date(first + m * minute));
    const writer = async (w: number) => {
      for (let round = 0; round < 6; round++) {
        await db.transaction().execute(async (trx) => {
          // Several statements a transaction, touching the same rollup rows in varying orders.
          const ids: string[] = [];
          for (let i = 0; i < 4; i++) {
            const id = toRunUuid(`w${w}-${round}-${i}`);
            ids.push(id);
            await sql`insert into run (project_id, id, type, status, created_at, trace_id, model, name,
                                       user_id, cost, total_tokens, duration_ms)
              values (${owner.projectId}, ${id}, 'llm', 'started', ${bucketsAt[(w + i + round) % 4]},
                      ${id}, ${`cc-${(w + i) % 3}`}, ${`cc-${(w + i) % 3}`}, ${`user-${i}`},
                      ${0.1 * (i + 1)}, ${10 * i}, null)`.execute(trx);
          }
          await sql`update run set status = 'success', duration_ms = 100 + ${w}, cost = cost * 3
            where project_id = ${owner.projectId} and id = any(${ids}::uuid[])`.execute(trx);
          await sql`delete from run where project_id = ${owner.projectId} and id = ${ids[round % 4]}`.execute(
            trx,
          );
        });
      }
    };
    const results = await Promise.allSettled(Array.from({ length: writers }, (_, w) => writer(w)));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await sql<{ runs: string }>`select sum(runs) as runs from run_rollup
      where project_id = ${owner.projectId} and model like 'cc-%' and status = 'success'`.execute(
      db,
    );
    // 6 writers × 6 transactions × (4 inserted − 1 deleted) runs, all ended.
    expect(Number(rows[0]?.runs)).toBe(writers * 6 * 3);
    expect(await rollupDrift(db)).toEqual([]);
  });

  it('stays equal to the runs after a retention sweep', async () => {
    const before = await sql<{ runs: string }>`select sum(runs) as runs from run_rollup
      where project_id = ${owner.projectId}`.execute(database.db);
    const { deleted } = await deleteExpiredTraces(database.db, {
      projectId: owner.projectId,
      cutoff: new Date('2024-03-20T00:00:00Z'),
      traces: 10_000,
    });
    expect(deleted).toBeGreaterThan(0);
    const after = await sql<{ runs: string }>`select sum(runs) as runs from run_rollup
      where project_id = ${owner.projectId}`.execute(database.db);
    expect(Number(after.rows[0]?.runs)).toBe(Number(before.rows[0]?.runs) - deleted);
    expect(await rollupDrift(database.db)).toEqual([]);
  });
});
