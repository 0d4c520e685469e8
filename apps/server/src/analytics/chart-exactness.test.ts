import type {
  AreaChartAnswer,
  CatalogueChartId,
  DashboardGranularity,
  TopChartAnswer,
} from '@lookout/domain';
import { serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { toRunUuid } from '../runs/run-id.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/*
 * Every chart's values against a direct SQL aggregation of the stored runs,
 * written here plainly, for runs ingested through the API: spread over day
 * and time-zone boundaries (and Europe's switch to summer time on 31 March
 * 2024), an `end` arriving in a later request, a deleted run and a run whose
 * input a masking rule rewrote.
 */

const startDate = '2024-03-29T00:00:00.000Z';
const endDate = '2024-04-03T23:59:59.999Z';
const first = Date.parse('2024-03-29T20:00:00Z');
const models = ['gpt-4o', 'gpt-4o-mini', 'claude-3-5-sonnet'];
const hour = 3_600_000;

function seedEvents(): unknown[] {
  const events: unknown[] = [
    { event: 'start', type: 'thread', runId: 'th-a', timestamp: first - hour },
    { event: 'start', type: 'thread', runId: 'th-b', timestamp: first - hour },
  ];
  for (let i = 0; i < 48; i++) {
    const runId = `llm-${i}`;
    const timestamp = first + i * (2 * hour + 17 * 60_000);
    const model = models[i % 3];
    const thread = i % 10 === 0 ? 'th-a' : i % 10 === 5 ? 'th-b' : undefined;
    events.push({
      event: 'start',
      type: 'llm',
      runId,
      timestamp,
      name: model,
      input: `Question ${i}`,
      userId: i % 5 === 4 ? undefined : `user-${i % 4}`,
      tags: i % 2 === 0 ? ['prod'] : ['beta', 'prod'],
      metadata: { score: i },
      ...(thread ? { parentRunId: thread } : {}),
      ...(i % 8 === 2 ? { templateId: 'tpl-1' } : {}),
    });
    events.push({
      event: i % 7 === 3 ? 'error' : 'end',
      type: 'llm',
      runId,
      timestamp: timestamp + 200 + i * 37,
      output: `Answer ${i}`,
      tokensUsage: { prompt: 10 + i, completion: 3 + (i % 5) },
      ...(i % 7 === 3 ? { error: { message: 'Rate limited' } } : {}),
    });
    const thumbs = i % 4 === 0 ? 'up' : i % 6 === 1 ? 'down' : undefined;
    if (thumbs) events.push({ event: 'feedback', type: 'llm', runId, feedback: { thumbs } });
  }
  for (const [index, name] of ['planner', 'writer', 'planner'].entries()) {
    const timestamp = first + index * 11 * hour;
    events.push(
      { event: 'start', type: 'agent', runId: `agent-${index}`, timestamp, name, userId: 'user-1' },
      { event: 'end', type: 'agent', runId: `agent-${index}`, timestamp: timestamp + 900 },
    );
  }
  events.push(
    // Late in the evening of 31 March in UTC, already 1 April in India.
    {
      event: 'start',
      type: 'llm',
      runId: 'late',
      timestamp: Date.parse('2024-03-31T21:30:00Z'),
      name: 'late-model',
      input: 'Slow one',
      userId: 'user-9',
    },
    {
      event: 'start',
      type: 'llm',
      runId: 'gone',
      timestamp: Date.parse('2024-03-30T12:00:00Z'),
      name: 'gpt-4o',
      input: 'Delete me',
      userId: 'user-gone',
    },
    {
      event: 'start',
      type: 'llm',
      runId: 'masked',
      timestamp: Date.parse('2024-04-01T08:00:00Z'),
      name: 'gpt-4o',
      input: 'Mail ada@example.com please',
      userId: 'user-2',
    },
  );
  return events;
}

/** What each filter string selects, written as plain SQL on `run`. */
const filterCases = [
  { filters: '', where: 'true' },
  { filters: 'models=gpt-4o', where: "model = 'gpt-4o'" },
  {
    // The masking rule rewrote the address before storage: nothing matches it any more.
    filters: serializeFilterBar({
      operator: 'AND',
      filters: [{ id: 'string', params: ['input', 'contains', 'insensitive', 'ada@example.com'] }],
    }),
    where: "input::text ilike '%ada@example.com%'",
  },
  {
    filters: serializeFilterBar({
      operator: 'OR',
      filters: [
        { id: 'status', params: ['error'] },
        { id: 'users', params: [['user-1']] },
      ],
    }),
    where: "(status = 'error' or user_id = 'user-1')",
  },
];

/** Each Area chart's value per bucket, as plain SQL over the runs of a bucket. */
const areaValues: Partial<Record<CatalogueChartId, string>> = {
  tokens: 'sum(total_tokens)',
  costs: 'sum(cost)',
  errors: "count(*) filter (where status = 'error')",
  threads: 'count(distinct thread_id)',
  'users/active': 'count(distinct user_id)',
  'users/average-cost':
    'sum(cost) filter (where user_id is not null) / nullif(count(distinct user_id), 0)',
  'run-types': 'count(*)',
  latency: "avg(duration_ms) filter (where type = 'llm')",
  'feedback-ratio': "avg(case feedback ->> 'thumb' when 'up' then 1.0 when 'down' then -1.0 end)",
  'feedback/thumb/up': "count(*) filter (where feedback ->> 'thumb' = 'up')",
  'feedback/thumb/down': "count(*) filter (where feedback ->> 'thumb' = 'down')",
};

/** Each split Area chart's series: the split column and its value per bucket. */
const areaSplits: Partial<Record<CatalogueChartId, { column: string; value: string }>> = {
  'run-types': { column: 'type', value: 'count(*)' },
  latency: { column: 'name', value: "avg(duration_ms) filter (where type = 'llm')" },
};

/** Each Top list: its name column, ranking value and other figures, as plain SQL. */
const topLists: Partial<Record<CatalogueChartId, { name: string; value: string; where: string }>> =
  {
    models: { name: 'model', value: 'count(*)', where: 'true' },
    templates: {
      name: "coalesce(template_version_id, extra ->> 'templateId')",
      value: 'count(*)',
      where: 'true',
    },
    users: { name: 'user_id', value: 'coalesce(sum(cost), 0)', where: 'true' },
    agents: { name: 'name', value: 'count(*)', where: "type = 'agent'" },
  };

const units: Record<DashboardGranularity, [string, string]> = {
  hourly: ['hour', '1 hour'],
  daily: ['day', '1 day'],
  weekly: ['week', '1 week'],
};

const views: { timeZone: string; granularity: DashboardGranularity }[] = [
  { timeZone: 'UTC', granularity: 'daily' },
  { timeZone: 'Europe/Paris', granularity: 'daily' },
  { timeZone: 'America/New_York', granularity: 'daily' },
  { timeZone: 'Asia/Kolkata', granularity: 'daily' },
  { timeZone: 'Asia/Kathmandu', granularity: 'hourly' },
  { timeZone: 'Europe/Paris', granularity: 'hourly' },
  { timeZone: 'America/New_York', granularity: 'weekly' },
];

describe.each(testDatabaseTargets())('chart values equal SQL over the runs on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    const { public: publicKey } = await projectKeys(api, owner);
    const rule = await api.call('POST', `/v1/projects/${owner.projectId}/rules`, {
      token: owner.token,
      body: { type: 'masking', piiKinds: ['email'] },
    });
    expect(rule.status).toBeLessThan(300);
    const ingest = async (events: unknown[]) => {
      const response = await api.call('POST', '/v1/runs/ingest', {
        token: publicKey,
        body: { events },
      });
      expect(response.status).toBe(200);
    };
    await ingest(seedEvents());
    // The end of `late` arrives five hours after its start, in a later request.
    await ingest([
      {
        event: 'end',
        type: 'llm',
        runId: 'late',
        timestamp: Date.parse('2024-04-01T02:30:00Z'),
        output: 'Finally',
        tokensUsage: { prompt: 5, completion: 5 },
      },
    ]);
    const deleted = await api.call(
      'DELETE',
      `/v1/runs/${toRunUuid('gone')}?projectId=${owner.projectId}`,
      { token: owner.token },
    );
    expect(deleted.status).toBe(204);
  });
  afterAll(async () => {
    await database?.close();
  });

  const chart = <T>(id: string, query: Record<string, string>) =>
    json<T>(
      api.call(
        'GET',
        `/v1/analytics/${id}?${new URLSearchParams({ projectId: owner.projectId, startDate, endDate, ...query })}`,
        { token: owner.token },
      ),
    );

  /** Plain SQL: the value of `value` per bucket start (ISO), over the runs `where` selects. */
  async function bucketsOf(
    value: string,
    where: string,
    view: { timeZone: string; granularity: DashboardGranularity },
    groupBy?: string,
  ) {
    const [unit] = units[view.granularity];
    const { rows } = await sql<{ date: Date; key: string | null; value: number | null }>`
      select date_trunc(${unit}, created_at at time zone ${view.timeZone}) at time zone ${view.timeZone} as date,
             ${sql.raw(groupBy ?? 'null')}::text as key,
             (${sql.raw(value)})::float8 as value
        from run
       where project_id = ${owner.projectId}
         and created_at between ${startDate}::timestamptz and ${endDate}::timestamptz
         and ${sql.raw(where)}
       group by 1, 2`.execute(database.db);
    return new Map(
      rows.map((row) => [`${new Date(row.date).toISOString()}|${row.key ?? ''}`, row.value ?? 0]),
    );
  }

  async function bucketStarts(view: { timeZone: string; granularity: DashboardGranularity }) {
    const [unit, step] = units[view.granularity];
    const { rows } = await sql<{ date: Date }>`
      select distinct g at time zone ${view.timeZone} as date
        from generate_series(
          date_trunc(${unit}, ${startDate}::timestamptz at time zone ${view.timeZone}),
          date_trunc(${unit}, ${endDate}::timestamptz at time zone ${view.timeZone}),
          ${step}::interval) g
       order by 1`.execute(database.db);
    return rows.map((row) => new Date(row.date).toISOString());
  }

  it.each(views)('Area charts in $timeZone, $granularity', async (view) => {
    const starts = await bucketStarts(view);
    for (const { filters, where } of filterCases) {
      const query = { timeZone: view.timeZone, granularity: view.granularity, filters };
      for (const [id, value] of Object.entries(areaValues)) {
        const answer = await chart<AreaChartAnswer>(id, query);
        const expected = await bucketsOf(value, where, view);
        expect(
          answer.data.map((point) => point.date),
          `${id} ${filters}`,
        ).toEqual(starts);
        for (const point of answer.data) {
          expect(point.value, `${id} ${filters} ${point.date}`).toBeCloseTo(
            expected.get(`${point.date}|`) ?? 0,
            9,
          );
        }
        const split = areaSplits[id as CatalogueChartId];
        if (!split) {
          expect(answer.series).toEqual([]);
          continue;
        }
        const parts = await bucketsOf(
          split.value,
          `${where} and ${split.column} is not null`,
          view,
          split.column,
        );
        const keys = new Set([...parts.keys()].map((key) => key.split('|')[1] ?? ''));
        if (id === 'latency') {
          // Latency's series are the names of LLM calls only (agents have no LLM latency).
          for (const key of keys) {
            if ([...parts.entries()].every(([k, v]) => !k.endsWith(`|${key}`) || v === 0)) {
              keys.delete(key);
            }
          }
        }
        expect(new Set(answer.series), `${id} series`).toEqual(keys);
        for (const point of answer.data) {
          for (const key of answer.series) {
            expect(point[key], `${id} ${key} ${point.date}`).toBeCloseTo(
              parts.get(`${point.date}|${key}`) ?? 0,
              9,
            );
          }
        }
      }
    }
  });

  it.each(views.slice(0, 5))('new users in $timeZone, $granularity', async (view) => {
    const [unit] = units[view.granularity];
    for (const { filters, where } of filterCases) {
      const answer = await chart<AreaChartAnswer>('users/new', {
        timeZone: view.timeZone,
        granularity: view.granularity,
        filters,
      });
      const { rows } = await sql<{ date: Date; value: number }>`
        select date_trunc(${unit}, first_at at time zone ${view.timeZone}) at time zone ${view.timeZone} as date,
               count(*)::float8 as value
          from (select user_id, min(created_at) as first_at from run
                 where project_id = ${owner.projectId} and user_id is not null and ${sql.raw(where)}
                 group by user_id) firsts
         where first_at between ${startDate}::timestamptz and ${endDate}::timestamptz
         group by 1`.execute(database.db);
      const expected = new Map(rows.map((row) => [new Date(row.date).toISOString(), row.value]));
      for (const point of answer.data) {
        expect(point.value, `${filters} ${point.date}`).toBe(expected.get(point.date) ?? 0);
      }
      expect(answer.data.reduce((sum, point) => sum + point.value, 0)).toBe(
        [...expected.values()].reduce((sum, value) => sum + value, 0),
      );
    }
  });

  it('ranks every Top list as SQL does', async () => {
    for (const { filters, where } of filterCases) {
      for (const [id, list] of Object.entries(topLists)) {
        const answer = await chart<TopChartAnswer>(id, { filters, limit: '3' });
        const { rows } = await sql<{ name: string; value: number }>`
          select (${sql.raw(list.name)})::text as name, (${sql.raw(list.value)})::float8 as value
            from run
           where project_id = ${owner.projectId}
             and created_at between ${startDate}::timestamptz and ${endDate}::timestamptz
             and ${sql.raw(where)} and ${sql.raw(list.where)} and ${sql.raw(list.name)} is not null
           group by 1 order by 2 desc, 1 limit 3`.execute(database.db);
        expect(
          answer.data.map((row) => [row.name, row.value]),
          `${id} ${filters}`,
        ).toEqual(rows.map((row) => [row.name, expect.closeTo(row.value, 9)]));
      }
    }
  });

  it('counts a custom chart’s distinct users as SQL does, with and without filters', async () => {
    const models = {
      filters: 'models=gpt-4o,gpt-4o-mini',
      where: "model in ('gpt-4o', 'gpt-4o-mini')",
    };
    for (const { filters, where } of [...filterCases, models]) {
      const path = `/v1/analytics/custom?${new URLSearchParams({
        projectId: owner.projectId,
        startDate,
        endDate,
        timeZone: 'UTC',
        granularity: 'daily',
        filters,
        type: 'Number',
        metric: 'users',
        aggregation: 'count',
      })}`;
      const answer = await json<{ kind: string; value: number }>(
        api.call('GET', path, { token: owner.token }),
      );
      const { rows } = await sql<{ value: number }>`
        select count(distinct user_id)::float8 as value from run
         where project_id = ${owner.projectId}
           and created_at between ${startDate}::timestamptz and ${endDate}::timestamptz
           and ${sql.raw(where)}`.execute(database.db);
      expect(answer, filters).toEqual({ kind: 'number', value: rows[0]?.value });
    }
    // user-0 to user-3 (many runs each) and the late run's user-9; not the
    // deleted run's user-gone; runs without a user count nowhere.
    const all = await json<{ value: number }>(
      api.call(
        'GET',
        `/v1/analytics/custom?${new URLSearchParams({ projectId: owner.projectId, startDate, endDate, timeZone: 'UTC', granularity: 'daily', type: 'Number', metric: 'users', aggregation: 'count' })}`,
        { token: owner.token },
      ),
    );
    expect(all.value).toBe(5);
  });

  it('shows what a user would check by hand', async () => {
    const runTypes = await chart<AreaChartAnswer>('run-types', {});
    const total = runTypes.data.reduce((sum, point) => sum + point.value, 0);
    // 48 LLM calls, 3 agents, 2 threads, the late and the masked run; not the deleted one.
    const { rows } = await sql<{ count: string }>`select count(*) as count from run
      where project_id = ${owner.projectId}`.execute(database.db);
    expect(Number(rows[0]?.count)).toBe(48 + 3 + 2 + 2);
    expect(total).toBe(48 + 3 + 2 + 2);

    const late = { filters: 'models=late-model' };
    const utc = await chart<AreaChartAnswer>('latency', late);
    expect(utc.data.filter((point) => point.value > 0)).toEqual([
      { date: '2024-03-31T00:00:00.000Z', value: 5 * hour, 'late-model': 5 * hour },
    ]);
    const india = await chart<AreaChartAnswer>('latency', { ...late, timeZone: 'Asia/Kolkata' });
    expect(india.data.filter((point) => point.value > 0).map((point) => point.date)).toEqual([
      '2024-03-31T18:30:00.000Z',
    ]);
    const paris = await chart<AreaChartAnswer>('errors', { timeZone: 'Europe/Paris' });
    // Paris days start at 23:00Z before the switch to summer time and at 22:00Z after it.
    expect(paris.data.map((point) => point.date).slice(1, 4)).toEqual([
      '2024-03-29T23:00:00.000Z',
      '2024-03-30T23:00:00.000Z',
      '2024-03-31T22:00:00.000Z',
    ]);
  });

  it('answers Top languages and Top topics from the stored enrichments, exactly', async () => {
    // Before any enrichment: no data; topics says enrichments are missing (no topics enricher).
    expect(await chart('languages', {})).toEqual({
      kind: 'top',
      data: [],
      enrichmentsMissing: false,
    });
    expect(await chart('topics', {})).toEqual({ kind: 'top', data: [], enrichmentsMissing: true });
    const { db } = database;
    const runs = await db
      .selectFrom('run')
      .select('id')
      .where('project_id', '=', owner.projectId)
      .where('type', '=', 'llm')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const languages = ['en', 'fr', 'en', 'de', null];
    const topics = [['billing'], ['billing', 'refunds'], [], ['shipping'], null];
    await db
      .insertInto('run_enrichment')
      .values(
        runs.map((run, index) => ({
          project_id: owner.projectId,
          run_id: run.id,
          input_language: languages[index % 5] ?? null,
          // A run without an input language is counted by its output's.
          output_language: index % 5 === 4 ? 'es' : 'en',
          input_topics: topics[index % 5] ?? null,
          output_topics: index % 7 === 0 ? ['billing', 'returns'] : null,
        })),
      )
      .execute();
    await api.call('POST', `/v1/enrichers?projectId=${owner.projectId}`, {
      token: owner.token,
      body: { kind: 'topics', config: { topics: [{ name: 'billing' }] } },
    });
    for (const filters of ['', 'models=gpt-4o', 'status=error']) {
      const where =
        filters === ''
          ? 'true'
          : filters === 'models=gpt-4o'
            ? "run.model = 'gpt-4o'"
            : "run.status = 'error'";
      const expected = async (names: string) => {
        const { rows } = await sql<{ name: string; value: number }>`
          select n.name, count(distinct run.id)::float8 as value
            from run join run_enrichment re on re.project_id = run.project_id and re.run_id = run.id
            cross join lateral (${sql.raw(names)}) as n(name)
           where run.project_id = ${owner.projectId}
             and run.created_at between ${startDate}::timestamptz and ${endDate}::timestamptz
             and ${sql.raw(where)} and n.name is not null
           group by 1 order by value desc, name limit 10`.execute(db);
        return rows.map((row) => ({ name: row.name, value: Number(row.value) }));
      };
      const byLanguage = await expected('select coalesce(re.input_language, re.output_language)');
      const byTopic = await expected(
        `select distinct unnest(coalesce(re.input_topics, '{}') || coalesce(re.output_topics, '{}'))`,
      );
      expect(byLanguage.length, filters).toBeGreaterThan(0);
      expect(await chart<TopChartAnswer>('languages', { filters, limit: '10' }), filters).toEqual({
        kind: 'top',
        data: byLanguage,
        enrichmentsMissing: false,
      });
      expect(await chart<TopChartAnswer>('topics', { filters, limit: '10' }), filters).toEqual({
        kind: 'top',
        data: byTopic,
        enrichmentsMissing: false,
      });
    }
  });
});
