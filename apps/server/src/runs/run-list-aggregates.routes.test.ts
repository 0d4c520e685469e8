import type { PagedResponse, Run, RunTreeNode } from '@lookout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const base = Date.parse('2026-11-01T10:00:00Z');
const at = (offsetMs: number) => new Date(base + offsetMs);

interface PlainTotals {
  group_id: string;
  runs: string;
  cost: number | null;
  tokens: string | null;
  duration: string | null;
}

describe.each(testDatabaseTargets())('list aggregates and time range on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  const path = (suffix: string) =>
    `${suffix}${suffix.includes('?') ? '&' : '?'}projectId=${owner.projectId}`;
  const get = <T>(suffix: string) => json<T>(api.call('GET', path(suffix), { token: owner.token }));
  const status = async (suffix: string) =>
    (await api.call('GET', path(suffix), { token: owner.token })).status;

  /** Inserts one run; ids are generated, the rest is what each test names. */
  async function insertRun(fields: {
    type: string;
    createdAt: Date;
    endedAt?: Date | null;
    traceId?: string;
    parentId?: string | null;
    threadId?: string | null;
    cost?: number | null;
    totalTokens?: number | null;
    promptTokens?: number | null;
    completionTokens?: number | null;
    input?: unknown;
    name?: string | null;
  }): Promise<string> {
    const { rows } = await sql<{ id: string }>`select gen_random_uuid() as id`.execute(database.db);
    const id = rows[0]?.id ?? '';
    const ended = fields.endedAt ?? null;
    await database.db
      .insertInto('run')
      .values({
        project_id: owner.projectId,
        id,
        type: fields.type,
        name: fields.name ?? fields.type,
        status: ended ? 'success' : 'started',
        created_at: fields.createdAt,
        ended_at: ended,
        duration_ms: ended ? ended.getTime() - fields.createdAt.getTime() : null,
        parent_run_id: fields.parentId ?? null,
        trace_id: fields.traceId ?? id,
        thread_id: fields.type === 'thread' ? id : (fields.threadId ?? null),
        input: fields.input === undefined ? null : JSON.stringify(fields.input),
        params: '{}',
        metadata: '{}',
        user_props: '{}',
        scores: '[]',
        extra: '{}',
        merge_stamps: '{}',
        cost: fields.cost ?? null,
        total_tokens: fields.totalTokens ?? null,
        prompt_tokens: fields.promptTokens ?? null,
        completion_tokens: fields.completionTokens ?? null,
      })
      .execute();
    return id;
  }

  let agentTrace = '';
  let lonelyTrace = '';
  let thread = '';

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    // An agent over two calls (one with only prompt and completion tokens) and a tool that ends last.
    agentTrace = await insertRun({
      type: 'agent',
      createdAt: at(0),
      endedAt: at(1_000),
      name: 'planner',
    });
    const step = await insertRun({
      type: 'chain',
      createdAt: at(100),
      endedAt: at(900),
      traceId: agentTrace,
      parentId: agentTrace,
    });
    await insertRun({
      type: 'llm',
      createdAt: at(200),
      endedAt: at(400),
      traceId: agentTrace,
      parentId: step,
      cost: 0.000_012_5,
      totalTokens: 120,
      promptTokens: 100,
      completionTokens: 20,
    });
    await insertRun({
      type: 'llm',
      createdAt: at(500),
      endedAt: at(800),
      traceId: agentTrace,
      parentId: step,
      cost: 0.25,
      promptTokens: 7,
      completionTokens: 3,
    });
    await insertRun({
      type: 'tool',
      createdAt: at(950),
      endedAt: at(2_500),
      traceId: agentTrace,
      parentId: agentTrace,
    });
    // A trace still running, with no cost nor tokens.
    lonelyTrace = await insertRun({ type: 'chain', createdAt: at(3_000), name: 'lonely' });
    // A conversation of two messages, the second with a priced call under it.
    thread = await insertRun({ type: 'thread', createdAt: at(10_000), name: 'Refund for order' });
    const first = await insertRun({
      type: 'chat',
      createdAt: at(10_500),
      endedAt: at(11_000),
      traceId: thread,
      parentId: thread,
      threadId: thread,
      input: { role: 'user', content: 'Where is my refund?' },
    });
    const second = await insertRun({
      type: 'chat',
      createdAt: at(20_000),
      endedAt: at(26_000),
      traceId: thread,
      parentId: thread,
      threadId: thread,
      input: { role: 'user', content: 'Any news?' },
    });
    await insertRun({
      type: 'llm',
      createdAt: at(20_100),
      endedAt: at(25_000),
      traceId: thread,
      parentId: second,
      threadId: thread,
      cost: 0.5,
      totalTokens: 40,
    });
    expect(first).not.toBe(second);
    await sql`update run set last_activity_at = ${at(26_000)} where id = ${thread}::uuid`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The same figures in plain SQL, grouped by `groupBy` (trace_id or thread_id). */
  async function plainTotals(groupBy: 'trace_id' | 'thread_id', lastMoment: string) {
    const { rows } = await sql<PlainTotals>`
      select ${sql.ref(groupBy)} as group_id, count(*) as runs, sum(cost) as cost,
             sum(case when total_tokens is null and prompt_tokens is null and completion_tokens is null
                      then null else coalesce(total_tokens, coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0)) end) as tokens,
             round(extract(epoch from (${sql.raw(lastMoment)} - min(created_at))) * 1000) as duration
        from run where project_id = ${owner.projectId}::uuid and ${sql.ref(groupBy)} is not null
       group by ${sql.ref(groupBy)}`.execute(database.db);
    return new Map(rows.map((row) => [row.group_id, row]));
  }

  it('gives each trace row the totals of its whole subtree, equal to plain SQL', async () => {
    const traces = await get<PagedResponse<Run>>('/v1/runs?type=trace');
    const plain = await plainTotals('trace_id', 'max(ended_at)');
    expect(traces.data.map((run) => run.id).sort()).toEqual([agentTrace, lonelyTrace].sort());
    for (const run of traces.data) {
      const expected = plain.get(run.traceId);
      expect(run.spanCount).toBe(Number(expected?.runs));
      expect(run.subtreeTotals?.cost ?? null).toBeCloseTo(Number(expected?.cost ?? 0), 12);
      expect(run.subtreeTotals?.tokens ?? null).toBe(
        expected?.tokens === null ? null : Number(expected?.tokens),
      );
    }
    const agent = traces.data.find((run) => run.id === agentTrace);
    // The tool ended 1.5 s after the agent: the trace lasted 2.5 s, not the agent's own 1 s.
    expect(agent?.subtreeTotals).toEqual({
      cost: expect.closeTo(0.250_012_5, 12),
      tokens: 130,
      promptTokens: 107,
      completionTokens: 23,
      duration: 2_500,
    });
    expect(agent).toMatchObject({ totalTokens: 130, duration: 2_500 });
    const lonely = traces.data.find((run) => run.id === lonelyTrace);
    expect(lonely?.subtreeTotals).toEqual({
      cost: null,
      tokens: null,
      promptTokens: null,
      completionTokens: null,
      duration: null,
    });
  });

  it('gives the root of a trace tree the same totals as its row', async () => {
    const tree = await get<RunTreeNode>(`/v1/runs/${agentTrace}/tree`);
    const traces = await get<PagedResponse<Run>>('/v1/runs?type=trace');
    const row = traces.data.find((run) => run.id === agentTrace)?.subtreeTotals;
    expect(tree.subtreeTotals).toEqual({ ...row, cost: expect.closeTo(row?.cost ?? -1, 12) });
    expect(tree.children[0]?.subtreeTotals).toBeUndefined();
  });

  it('shows each conversation its opening message, name, messages, cost and duration', async () => {
    const threads = await get<PagedResponse<Run>>('/v1/runs?type=thread');
    const plain = await plainTotals('thread_id', 'max(greatest(created_at, ended_at))');
    const row = threads.data.find((run) => run.id === thread);
    const expected = plain.get(thread);
    expect(row).toMatchObject({
      name: 'Refund for order',
      messageCount: 2,
      openingMessage: { role: 'user', content: 'Where is my refund?' },
      subtreeTotals: { cost: 0.5, tokens: 40, duration: 16_000 },
    });
    expect(row?.subtreeTotals?.duration).toBe(Number(expected?.duration));
    expect(row?.subtreeTotals?.cost).toBeCloseTo(Number(expected?.cost), 12);
  });

  it('cuts every list, its count and its totals to a time range', async () => {
    const from = at(2_000).toISOString();
    const to = at(15_000).toISOString();
    const range = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const traces = await get<PagedResponse<Run>>(`/v1/runs?type=trace&${range}`);
    expect(traces.data.map((run) => run.id)).toEqual([lonelyTrace]);
    expect(await get(`/v1/runs/count?type=trace&${range}`)).toEqual({ count: 1, capped: false });
    const threads = await get<PagedResponse<Run>>(`/v1/runs?type=thread&${range}`);
    expect(threads.data.map((run) => run.id)).toEqual([thread]);
    // `from` is included, `to` is not.
    const exact = `from=${encodeURIComponent(at(0).toISOString())}&to=${encodeURIComponent(at(3_000).toISOString())}`;
    const llm = await get<PagedResponse<Run>>(`/v1/runs?type=llm&${exact}`);
    const { rows } = await sql<{ count: string }>`select count(*) as count from run
      where project_id = ${owner.projectId}::uuid and type = 'llm'
        and created_at >= ${at(0)} and created_at < ${at(3_000)}`.execute(database.db);
    expect(llm.data).toHaveLength(Number(rows[0]?.count));
    const totals = await get<{ count: number; cost: number }>(`/v1/runs/totals?type=llm&${exact}`);
    expect(totals.count).toBe(2);
    expect(totals.cost).toBeCloseTo(0.250_012_5, 12);
    const onlyFrom = await get<PagedResponse<Run>>(
      `/v1/runs?type=llm&from=${encodeURIComponent(at(20_000).toISOString())}`,
    );
    expect(onlyFrom.data).toHaveLength(1);
  });

  it('refuses a range that ends before it starts, or is not a date', async () => {
    const backwards = `from=${encodeURIComponent(at(5_000).toISOString())}&to=${encodeURIComponent(at(0).toISOString())}`;
    const refused = await api.call('GET', path(`/v1/runs?type=llm&${backwards}`), {
      token: owner.token,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^to: /);
    expect(await status('/v1/runs/totals?type=llm&from=yesterday')).toBe(400);
    expect(await status(`/v1/runs/count?type=llm&${backwards}`)).toBe(400);
  });
});
