import type { AuditLogEntry, ExternalUser, PagedResponse, Run, RunTreeNode } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { toRunUuid } from './run-id.js';

const base = Date.parse('2026-11-01T10:00:00Z');

describe.each(testDatabaseTargets())('runs API on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string;
  const path = (suffix: string) =>
    `${suffix}${suffix.includes('?') ? '&' : '?'}projectId=${owner.projectId}`;
  const get = <T>(suffix: string) => json<T>(api.call('GET', path(suffix), { token: owner.token }));

  async function ingest(events: unknown[]) {
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: { events },
    });
    expect(response.status).toBe(200);
  }

  function llm(id: string, offsetMs: number, fields: Record<string, unknown> = {}) {
    return [
      {
        event: 'start',
        type: 'llm',
        runId: id,
        timestamp: base + offsetMs,
        name: fields.model ?? 'gpt-4o-mini',
        input: fields.input ?? 'Hi',
        userId: fields.userId,
        tags: fields.tags,
        parentRunId: fields.parentRunId,
      },
      {
        event: fields.error ? 'error' : 'end',
        type: 'llm',
        runId: id,
        timestamp: base + offsetMs + 100,
        output: fields.output ?? 'Hello',
        tokensUsage: { prompt: 10, completion: 5 },
        ...(fields.error ? { error: { message: fields.error } } : {}),
      },
    ];
  }

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    publicKey = (await projectKeys(api, owner)).public;
    await ingest([
      ...llm('run-a', 0, {
        model: 'gpt-4o',
        userId: 'alice',
        tags: ['prod'],
        input: 'Contact me at ada@example.com',
      }),
      ...llm('run-b', 1000, {
        model: 'gpt-4o-mini',
        userId: 'bob',
        output: 'Paris, "the capital", =1+1',
      }),
      ...llm('run-c', 2000, { model: 'claude-3-5-sonnet', userId: 'alice', error: 'Rate limited' }),
      {
        event: 'start',
        type: 'agent',
        runId: 'agent-1',
        timestamp: base + 3000,
        name: 'planner',
        input: 'plan',
      },
      ...llm('run-d', 3100, { parentRunId: 'agent-1' }),
      { event: 'end', type: 'agent', runId: 'agent-1', timestamp: base + 4000, output: 'planned' },
      { event: 'start', type: 'thread', runId: 'thread-1', timestamp: base + 5000 },
      {
        event: 'chat',
        type: 'thread',
        runId: 'msg-1',
        parentRunId: 'thread-1',
        timestamp: base + 5001,
        message: { role: 'user', content: 'Hello?' },
      },
      {
        event: 'chat',
        type: 'thread',
        runId: 'msg-2',
        parentRunId: 'thread-1',
        timestamp: base + 5002,
        message: { role: 'assistant', content: 'Hi!' },
      },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('filters the LLM list with the codec string, sorts, searches and counts', async () => {
    const byModel = await get<PagedResponse<Run>>('/v1/runs?type=llm&filters=models%3Dgpt-4o');
    expect(byModel.data.map((run) => run.id)).toEqual([toRunUuid('run-a')]);
    const failed = await get<PagedResponse<Run>>('/v1/runs?type=llm&filters=status%3Derror');
    expect(failed.data.map((run) => run.error?.message)).toEqual(['Rate limited']);
    const oldestFirst = await get<PagedResponse<Run>>(
      '/v1/runs?type=llm&sortField=createdAt&sortDirection=asc',
    );
    expect(oldestFirst.data[0]?.id).toBe(toRunUuid('run-a'));
    const search = await get<PagedResponse<Run>>('/v1/runs?type=llm&search=capital');
    expect(search.data.map((run) => run.id)).toEqual([toRunUuid('run-b')]);
    expect(await get('/v1/runs/count?type=llm')).toEqual({ count: 4, capped: false });
    expect(await get('/v1/runs/count?type=llm&filters=users%3Dalice')).toEqual({
      count: 2,
      capped: false,
    });
    // A search reads run text, so its count could stop at the cap; one match is far below it.
    expect(await get('/v1/runs/count?type=llm&search=capital')).toEqual({
      count: 1,
      capped: false,
    });
  });

  it("returns each run's model and sorts the LLM list by it", async () => {
    const byModel = await get<PagedResponse<Run>>(
      '/v1/runs?type=llm&sortField=model&sortDirection=asc',
    );
    expect(byModel.data.map((run) => run.model)).toEqual([
      'claude-3-5-sonnet',
      'gpt-4o',
      'gpt-4o-mini',
      'gpt-4o-mini',
    ]);
  });

  it('lists traces with their span count and totals, and threads with their message count', async () => {
    const traces = await get<PagedResponse<Run>>('/v1/runs?type=trace');
    const agent = traces.data.find((run) => run.id === toRunUuid('agent-1'));
    expect(agent).toMatchObject({ spanCount: 2, totalTokens: 15, name: 'planner' });
    const threads = await get<PagedResponse<Run>>('/v1/runs?type=thread');
    expect(threads.data).toMatchObject([{ id: toRunUuid('thread-1'), messageCount: 2 }]);
    const tree = await get<RunTreeNode>(`/v1/runs/${toRunUuid('msg-1')}/tree`);
    expect(tree.id).toBe(toRunUuid('thread-1'));
  });

  it('gives each conversation the time of its latest message, whatever order events arrive in', async () => {
    const message = (runId: string, parentRunId: string, offsetMs: number) => ({
      event: 'chat',
      type: 'thread',
      runId,
      parentRunId,
      timestamp: base + offsetMs,
      message: { role: 'user', content: `At ${offsetMs}` },
    });
    // thread-2 arrives before its messages; thread-3 after them, in a later request.
    await ingest([{ event: 'start', type: 'thread', runId: 'thread-2', timestamp: base + 6000 }]);
    await ingest([message('t2-msg-1', 'thread-2', 6001), message('t2-msg-2', 'thread-2', 9000)]);
    await ingest([message('t3-msg-1', 'thread-3', 7001), message('t3-msg-2', 'thread-3', 8000)]);
    await ingest([{ event: 'start', type: 'thread', runId: 'thread-3', timestamp: base + 7000 }]);
    // A retried message changes nothing.
    await ingest([message('t3-msg-1', 'thread-3', 7001)]);

    const threads = await get<PagedResponse<Run>>(
      '/v1/runs?type=thread&sortField=lastActivityAt&sortDirection=desc',
    );
    const at = (offsetMs: number) => new Date(base + offsetMs).toISOString();
    expect(
      threads.data.map((run) => [run.id, run.createdAt, run.lastActivityAt, run.messageCount]),
    ).toEqual([
      [toRunUuid('thread-2'), at(6000), at(9000), 2],
      [toRunUuid('thread-3'), at(7000), at(8000), 2],
      [toRunUuid('thread-1'), at(5000), at(5002), 2],
    ]);
    const single = await get<Run>(`/v1/runs/${toRunUuid('thread-3')}`);
    expect(single.lastActivityAt).toBe(at(8000));
    const llm = await get<Run>(`/v1/runs/${toRunUuid('run-a')}`);
    expect(llm.lastActivityAt).toBeUndefined();

    // Deleting the latest message makes the one before it the last activity.
    const deleted = await api.call('DELETE', path(`/v1/runs/${toRunUuid('t2-msg-2')}`), {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    const afterDelete = await get<Run>(`/v1/runs/${toRunUuid('thread-2')}`);
    expect(afterDelete.lastActivityAt).toBe(at(6001));
  });

  it('offers the values the filter bar needs', async () => {
    expect(await get('/v1/filters/models')).toEqual(['claude-3-5-sonnet', 'gpt-4o', 'gpt-4o-mini']);
    expect(await get('/v1/filters/tags')).toEqual(['prod']);
    expect(await get('/v1/filters/templates')).toEqual([]);
    expect(await get('/v1/filters/custom-events')).toEqual([]);
    expect(await get('/v1/filters/names')).toEqual([
      'claude-3-5-sonnet',
      'gpt-4o',
      'gpt-4o-mini',
      'planner',
    ]);
  });

  it('shows signed out only the shared run and what lies under it', async () => {
    const share = (id: string, visibility: 'public' | 'private') =>
      api.call('PATCH', path(`/v1/runs/${toRunUuid(id)}/visibility`), {
        token: owner.token,
        body: { visibility },
      });
    expect((await api.call('GET', `/v1/runs/${toRunUuid('agent-1')}/tree`)).status).toBe(404);
    await share('agent-1', 'public');
    const agent = await json<RunTreeNode>(api.call('GET', `/v1/runs/${toRunUuid('agent-1')}/tree`));
    expect([agent.id, agent.children.map((child) => child.id)]).toEqual([
      toRunUuid('agent-1'),
      [toRunUuid('run-d')],
    ]);
    expect((await api.call('GET', `/v1/runs/${toRunUuid('run-d')}/tree`)).status).toBe(404);
    await share('run-d', 'public');
    const child = await json<RunTreeNode>(api.call('GET', `/v1/runs/${toRunUuid('run-d')}/tree`));
    expect([child.id, child.children]).toEqual([toRunUuid('run-d'), []]);
    await share('agent-1', 'private');
    await share('run-d', 'private');
    expect((await api.call('GET', `/v1/runs/${toRunUuid('run-d')}/tree`)).status).toBe(404);
  });

  it('shares a run by link: readable signed out once public, and the change is audited', async () => {
    const id = toRunUuid('run-b');
    expect((await api.call('GET', `/v1/runs/${id}`)).status).toBe(404);
    const shared = await json<Run>(
      api.call('PATCH', path(`/v1/runs/${id}/visibility`), {
        token: owner.token,
        body: { visibility: 'public' },
      }),
    );
    expect(shared.isPublic).toBe(true);
    const signedOut = await json<Run>(api.call('GET', `/v1/runs/${id}`));
    expect(signedOut).toMatchObject({ id, output: 'Paris, "the capital", =1+1' });
    await api.call('PATCH', path(`/v1/runs/${id}/visibility`), {
      token: owner.token,
      body: { visibility: 'private' },
    });
    expect((await api.call('GET', `/v1/runs/${id}`)).status).toBe(404);
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data[0]).toMatchObject({ subject: 'llm_log', action: 'make_public' });
  });

  it('records thumbs down with a comment, which the feedback filter then finds', async () => {
    const id = toRunUuid('run-a');
    await api.call('PATCH', path(`/v1/runs/${id}/feedback`), {
      token: owner.token,
      body: { thumb: 'down', comment: 'Wrong tone' },
    });
    expect(await get(`/v1/runs/${id}/feedback`)).toEqual({
      thumb: 'down',
      thumbs: 'down',
      comment: 'Wrong tone',
    });
    const found = await get<PagedResponse<Run>>('/v1/runs?type=llm&filters=feedback%3Ddown');
    expect(found.data.map((run) => run.id)).toEqual([id]);
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data[0]).toMatchObject({ subject: 'llm_log', action: 'add_feedback' });
  });

  it('exports the filtered list as CSV through a short-lived link, audited', async () => {
    const { token } = await get<{ token: string }>(
      '/v1/runs/download?type=llm&format=csv&filters=users%3Dalice',
    );
    const file = await api.call('GET', `/v1/runs/download/${token}`);
    expect(file.headers.get('content-disposition')).toMatch(
      /attachment; filename="lookout-llm-.*\.csv"/,
    );
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines[0]?.startsWith('id,type,name,status')).toBe(true);
    expect(lines).toHaveLength(3);
    expect((await api.call('GET', '/v1/runs/download/not-a-token')).status).toBe(404);
    const jsonl = await get<{ token: string }>('/v1/runs/download?type=llm&format=openai-jsonl');
    const examples = (await (await api.call('GET', `/v1/runs/download/${jsonl.token}`)).text())
      .trim()
      .split('\n');
    expect(examples.map((line) => JSON.parse(line).messages.length)).toEqual([2, 2, 2]);
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data[0]).toMatchObject({
      subject: 'llm_log',
      action: 'export',
      details: { format: 'openai-jsonl' },
    });
  });

  it("audits an export started from a saved view as the view's data export", async () => {
    const view = await json<{ id: string }>(
      api.call('POST', path('/v1/views'), {
        token: owner.token,
        body: { name: 'Alice', data: 'users=alice', type: 'llm' },
      }),
    );
    const { token } = await get<{ token: string }>(
      `/v1/runs/download?type=llm&format=jsonl&filters=users%3Dalice&viewId=${view.id}`,
    );
    expect((await api.call('GET', `/v1/runs/download/${token}`)).status).toBe(200);
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data[0]).toMatchObject({
      subject: 'view',
      action: 'export_data',
      details: { viewId: view.id, format: 'jsonl', filters: 'users=alice' },
    });
    const unknown = await api.call(
      'GET',
      path('/v1/runs/download?type=llm&format=csv&viewId=00000000-0000-4000-8000-000000000000'),
      { token: owner.token },
    );
    expect(unknown.status).toBe(404);
    const malformed = await api.call('GET', path('/v1/runs/download?format=csv&viewId=x'), {
      token: owner.token,
    });
    expect(malformed.status).toBe(400);
    expect((await json<{ message: string }>(malformed)).message).toMatch(/viewId/);
  });

  it('lists end users with runs and cost, and deletes one with all their runs', async () => {
    const users = await get<PagedResponse<ExternalUser>>(
      '/v1/users?sortField=runCount&sortDirection=desc',
    );
    expect(users.data.map((user) => [user.externalId, user.runCount])).toEqual([
      ['alice', 2],
      ['bob', 1],
    ]);
    expect(users.data[0]?.cost).toBeGreaterThan(0);
    const bob = users.data.find((user) => user.externalId === 'bob');
    expect(
      (await api.call('DELETE', path(`/v1/users/${bob?.id}`), { token: owner.token })).status,
    ).toBe(204);
    expect(await get('/v1/runs/count?type=llm&filters=users%3Dbob')).toEqual({
      count: 0,
      capped: false,
    });
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data[0]).toMatchObject({
      subject: 'external_user',
      action: 'delete_data',
      details: { externalId: 'bob', deletedRuns: 1 },
    });
  });

  it('deletes a trace root with everything under it', async () => {
    expect(
      (await api.call('DELETE', path(`/v1/runs/${toRunUuid('agent-1')}`), { token: owner.token }))
        .status,
    ).toBe(204);
    expect(
      (await api.call('GET', path(`/v1/runs/${toRunUuid('run-d')}`), { token: owner.token }))
        .status,
    ).toBe(404);
  });

  it('prices new runs with the org cost mapping, audited', async () => {
    const mapping = await json<{ id: string }>(
      api.call('POST', '/v1/cost-mappings', {
        token: owner.token,
        body: {
          modelPattern: 'house-model-*',
          inputPricePerMillion: 1000,
          outputPricePerMillion: 2000,
        },
      }),
    );
    await ingest(llm('house-run', 9000, { model: 'house-model-7b' }));
    const run = await get<Run>(`/v1/runs/${toRunUuid('house-run')}`);
    expect(run.cost).toBeCloseTo((10 * 1000 + 5 * 2000) / 1_000_000, 10);
    expect(
      (await api.call('DELETE', `/v1/cost-mappings/${mapping.id}`, { token: owner.token })).status,
    ).toBe(204);
    const logs = await json<PagedResponse<AuditLogEntry>>(
      api.call('GET', '/v1/audit-logs', { token: owner.token }),
    );
    expect(logs.data.slice(0, 2).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'cost_mapping:delete',
      'cost_mapping:create',
    ]);
  });
});

describe.each(testDatabaseTargets())('ingestion rules and limits on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    publicKey = (await projectKeys(api, owner)).public;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('masks personal data before it is stored', async () => {
    await api.call('POST', `/v1/projects/${owner.projectId}/rules`, {
      token: owner.token,
      body: { type: 'masking', piiKinds: ['email', 'phone'] },
    });
    await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: {
        events: [
          {
            event: 'start',
            type: 'llm',
            runId: 'masked',
            timestamp: base,
            name: 'gpt-4o',
            input: 'Mail ada@example.com or +44 20 7946 0958',
          },
        ],
      },
    });
    const stored = await database.db
      .selectFrom('run')
      .select('input')
      .where('project_id', '=', owner.projectId)
      .executeTakeFirstOrThrow();
    expect(stored.input).toBe('Mail [EMAIL] or [PHONE]');
  });
});
