import type { InsightsResponse } from '@lookout/domain';
import { type Filter, serializeFilterBar } from '@lookout/filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const from = '2026-11-08T00:00:00.000Z';
const to = '2026-11-15T00:00:00.000Z';
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour));

interface Message {
  day: number;
  hour?: number;
  text: string;
  topics: string[];
  sentiment?: 'positive' | 'neutral' | 'negative';
}

describe.each(testDatabaseTargets())('insights routes on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let beta: TestApp;
  let owner: SignedUp;
  const threads: Record<string, string> = {};

  /** A thread and its chat messages, each enriched with topics and a sentiment. */
  async function conversation(name: string, messages: Message[]) {
    const { db } = database;
    const threadId = crypto.randomUUID();
    threads[name] = threadId;
    const row = (id: string, type: string, created: Date, extra: Record<string, unknown>) => ({
      project_id: owner.projectId,
      id,
      type,
      status: 'success',
      created_at: created,
      trace_id: threadId,
      params: '{}',
      metadata: '{}',
      user_props: '{}',
      scores: '[]',
      extra: '{}',
      merge_stamps: '{}',
      ...extra,
    });
    const first = messages[0] ?? { day: 9, text: '', topics: [] };
    await db
      .insertInto('run')
      .values(row(threadId, 'thread', at(first.day, (first.hour ?? 10) - 1), {}))
      .execute();
    for (const message of messages) {
      const id = crypto.randomUUID();
      await db
        .insertInto('run')
        .values(
          row(id, 'chat', at(message.day, message.hour), {
            thread_id: threadId,
            input: JSON.stringify([{ role: 'user', content: message.text }]),
          }),
        )
        .execute();
      await db
        .insertInto('run_enrichment')
        .values({
          project_id: owner.projectId,
          run_id: id,
          input_topics: message.topics,
          input_sentiment: message.sentiment ?? 'neutral',
        })
        .execute();
    }
  }

  const get = (app: TestApp, query: Record<string, string>, token = owner.token) =>
    app.call(
      'GET',
      `/v1/insights?${new URLSearchParams({ projectId: owner.projectId, ...query })}`,
      {
        token,
      },
    );

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    beta = await createTestApp(database, { betaOrgs: [owner.orgId] });
    // This week: billing twice (one unhappy), login once; the week before: billing once.
    await conversation('refund', [
      {
        day: 10,
        text: 'I was charged twice, this is awful',
        topics: ['Billing'],
        sentiment: 'negative',
      },
      { day: 10, hour: 11, text: 'Still waiting', topics: ['Billing'] },
    ]);
    await conversation('invoice', [{ day: 12, text: 'Where is my invoice?', topics: ['Billing'] }]);
    await conversation('login', [
      { day: 13, text: 'Cannot log in', topics: ['Login'], sentiment: 'negative' },
    ]);
    await conversation('old', [{ day: 3, text: 'Change my plan', topics: ['Billing'] }]);
    // Outside both periods.
    await conversation('ancient', [{ day: -10, text: 'Hello', topics: ['Login'] }]);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('refuses an org without the beta flag', async () => {
    const response = await get(api, { from, to });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code?: string }).code).toBe('beta_required');
  });

  it('counts conversations per topic now and before, the unhappy share and examples', async () => {
    const response = await get(beta, { from, to });
    expect(response.status).toBe(200);
    const body = (await response.json()) as InsightsResponse;
    expect(body.previousFrom).toBe('2026-11-01T00:00:00.000Z');
    expect(body.conversations).toBe(3);
    const billing = body.topics.find((topic) => topic.topic === 'Billing');
    expect(billing).toMatchObject({
      conversations: 2,
      previousConversations: 1,
      growth: 1,
      negativeConversations: 1,
      negativeShare: 0.5,
    });
    expect(billing?.examples.map((example) => example.id)).toEqual([
      threads.refund,
      threads.invoice,
    ]);
    expect(billing?.examples[0]).toMatchObject({
      negative: true,
      opening: 'I was charged twice, this is awful',
    });
    const login = body.topics.find((topic) => topic.topic === 'Login');
    expect(login).toMatchObject({
      conversations: 1,
      previousConversations: 0,
      growth: null,
      negativeShare: 1,
    });
    expect(body.topics.map((topic) => topic.topic)).toEqual(['Billing', 'Login']);
  });

  it('finds in the Conversations list, by the filters its links carry, the conversations it counted', async () => {
    const conversations = async (filters: Filter[]) => {
      const query = new URLSearchParams({
        projectId: owner.projectId,
        type: 'thread',
        filters: serializeFilterBar({
          operator: 'AND',
          filters: [
            ...filters,
            { id: 'date', params: ['after', from] },
            { id: 'date', params: ['before', to] },
          ],
        }),
      });
      const response = await beta.call('GET', `/v1/runs?${query}`, { token: owner.token });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: string }[] }).data
        .map((run) => run.id)
        .sort();
    };
    const billing: Filter = { id: 'topics', params: ['input', ['Billing']] };
    expect(await conversations([billing])).toEqual([threads.refund, threads.invoice].sort());
    expect(await conversations([billing, { id: 'sentiment', params: ['negative'] }])).toEqual([
      threads.refund,
    ]);
  });

  it('answers an empty range with no topics', async () => {
    const response = await get(beta, {
      from: '2025-01-01T00:00:00.000Z',
      to: '2025-01-02T00:00:00.000Z',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ conversations: 0, topics: [] });
  });

  it('names the bad range', async () => {
    const reversed = await get(beta, { from: to, to: from });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { message: string }).message).toContain('to');
    const missing = await get(beta, { from });
    expect(missing.status).toBe(400);
  });

  it('lets a viewer read insights, and keeps another org out', async () => {
    const viewer = await addTeammate(beta, owner, 'viewer');
    expect((await get(beta, { from, to }, viewer)).status).toBe(200);
    const stranger = await signUp(beta);
    expect((await get(beta, { from, to }, stranger.token)).status).toBe(403);
  });
});
