import type { ApiError, PagedResponse, Run, RunTreeNode } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { toRunUuid } from '../../runs/run-id.js';
import type { SignedUp } from '../../testing/accounts.js';
import { openSignedUpApp } from '../../testing/signed-up-app.js';
import { json, type TestApp } from '../../testing/test-app.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';

const at = Date.parse('2026-11-01T10:00:00Z');

function llmEvents(runId: string, parentRunId?: string) {
  return [
    {
      event: 'start',
      type: 'llm',
      runId,
      ...(parentRunId ? { parentRunId } : {}),
      timestamp: at,
      name: 'gpt-4o-mini',
      userId: 'user-123',
      userProps: { name: 'Ada' },
      tags: ['prod'],
      metadata: { feature: 'qa' },
      params: { temperature: 0.3, max_tokens: 50 },
      input: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'Capital of France?' },
      ],
    },
    {
      event: 'end',
      type: 'llm',
      runId,
      timestamp: at + 380,
      output: { role: 'assistant', content: 'Paris.' },
      tokensUsage: { prompt: 21, completion: 7 },
    },
  ];
}

describe.each(testDatabaseTargets())('Lunary ingestion on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string;
  beforeAll(async () => {
    ({
      database,
      api,
      owner,
      keys: { public: publicKey },
    } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    await database?.close();
  });

  const ingest = (events: unknown, token = publicKey) =>
    api.call('POST', '/v1/runs/ingest', { token, body: { events } });
  const readRun = (id: string) =>
    json<Run>(
      api.call('GET', `/v1/runs/${id}?projectId=${owner.projectId}`, { token: owner.token }),
    );

  it('stores a start and an end as one LLM run with tokens, cost, user, tags and metadata', async () => {
    const runId = '3e386506-e35b-44d8-9051-787288381e0a';
    const response = await ingest(llmEvents(runId));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true, accepted: 2, rejected: [] });
    const run = await readRun(runId);
    expect(run).toMatchObject({
      id: runId,
      type: 'llm',
      name: 'gpt-4o-mini',
      status: 'success',
      duration: 380,
      userId: 'user-123',
      userProps: { name: 'Ada' },
      tags: ['prod'],
      metadata: { feature: 'qa' },
      params: { temperature: 0.3, max_tokens: 50 },
      promptTokens: 21,
      completionTokens: 7,
      totalTokens: 28,
      output: { role: 'assistant', content: 'Paris.' },
    });
    expect(run.cost).toBeCloseTo((21 * 0.15 + 7 * 0.6) / 1_000_000, 12);
  });

  it('gives the same row whatever the order, duplicates and retries', async () => {
    const [start, end] = llmEvents('order-test-run');
    await ingest([end, end]);
    await ingest([start]);
    await ingest([end, start]);
    const run = await readRun(toRunUuid('order-test-run'));
    expect(run).toMatchObject({
      status: 'success',
      duration: 380,
      promptTokens: 21,
      input: [{ role: 'system' }, { role: 'user' }],
    });
  });

  it('links a child that arrives before its parent into the parent trace', async () => {
    const parent = toRunUuid('agent-root');
    await ingest(llmEvents('child-llm', 'agent-root'));
    await ingest([
      {
        event: 'start',
        type: 'agent',
        runId: 'agent-root',
        timestamp: at - 100,
        name: 'support-agent',
        input: 'help',
      },
      { event: 'end', type: 'agent', runId: 'agent-root', timestamp: at + 500, output: 'done' },
    ]);
    const tree = await json<RunTreeNode>(
      api.call('GET', `/v1/runs/${toRunUuid('child-llm')}/tree?projectId=${owner.projectId}`, {
        token: owner.token,
      }),
    );
    expect(tree.id).toBe(parent);
    expect(tree.children.map((child) => child.id)).toEqual([toRunUuid('child-llm')]);
    expect((await readRun(toRunUuid('child-llm'))).traceId).toBe(parent);
  });

  it('stores the good events of a batch and names each refused one', async () => {
    const response = await ingest([
      ...llmEvents('good-in-bad-batch'),
      'nonsense',
      { event: 'start', type: 'llm' },
    ]);
    expect(response.status).toBe(207);
    const body = await json<{ accepted: number; rejected: { index: number; reason: string }[] }>(
      response,
    );
    expect(body.accepted).toBe(2);
    expect(body.rejected.map((rejection) => rejection.index)).toEqual([2, 3]);
    expect(body.rejected[0]?.reason).toContain('JSON object');
    expect((await readRun(toRunUuid('good-in-bad-batch'))).status).toBe('success');
  });

  it('accepts the legacy /api/report with the key in appId', async () => {
    const events = llmEvents('legacy-report').map((event) => ({ ...event, appId: publicKey }));
    expect((await api.call('POST', '/api/report', { body: { events } })).status).toBe(200);
    expect((await readRun(toRunUuid('legacy-report'))).status).toBe('success');
  });

  it('refuses unknown keys with 401 and malformed bodies with 400', async () => {
    const unknown = await ingest(llmEvents('x'), 'pk-lo-unknown');
    expect(unknown.status).toBe(401);
    const malformed = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: '{"events": [',
    });
    expect(malformed.status).toBe(400);
    expect(await json<ApiError>(malformed)).toMatchObject({ error: 'Invalid request' });
  });

  it('lists runs newest first for the project, with the LLM type', async () => {
    const page = await json<PagedResponse<Run>>(
      api.call('GET', `/v1/runs?projectId=${owner.projectId}&type=llm`, { token: owner.token }),
    );
    expect(page.data.length).toBeGreaterThanOrEqual(4);
    expect(page.data.every((run) => run.type === 'llm')).toBe(true);
    const traces = await json<PagedResponse<Run>>(
      api.call('GET', `/v1/runs?projectId=${owner.projectId}&type=trace`, { token: owner.token }),
    );
    const agent = traces.data.find((run) => run.id === toRunUuid('agent-root'));
    expect(agent).toMatchObject({ spanCount: 2, totalTokens: 28 });
  });
});
