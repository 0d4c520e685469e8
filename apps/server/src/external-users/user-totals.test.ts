import type { ExternalUser, PagedResponse } from '@lookout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { deleteExpiredTraces } from '../runs/run-retention.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { userTotalsDrift } from '../testing/user-totals-drift.js';

const at = Date.parse('2026-11-01T10:00:00Z');

describe.each(testDatabaseTargets())('end users totals kept on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string | undefined;
  const scoped = (path: string) =>
    `${path}${path.includes('?') ? '&' : '?'}projectId=${owner.projectId}`;

  const ingest = async (events: Record<string, unknown>[]) => {
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: { events },
    });
    expect(response.status).toBe(200);
  };
  const start = (userId: string, index: number) => ({
    event: 'start',
    type: 'llm',
    runId: `${userId}-${index}`,
    timestamp: at + index * 1000,
    name: 'gpt-4o-mini',
    input: 'Hi',
    userId,
  });
  const end = (userId: string, index: number, prompt: number) => ({
    event: 'end',
    type: 'llm',
    runId: `${userId}-${index}`,
    timestamp: at + index * 1000 + 100,
    output: 'Hello',
    tokensUsage: { prompt, completion: 5 },
  });
  const list = async (query: string) =>
    (
      await json<PagedResponse<ExternalUser>>(
        api.call('GET', scoped(`/v1/users?${query}`), { token: owner.token }),
      )
    ).data;
  const byId = async (externalId: string) =>
    (await list('limit=100')).find((user) => user.externalId === externalId);

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    const keys = await json<{ type: string; key: string }[]>(
      api.call('GET', `/v1/projects/${owner.projectId}/api-keys`, { token: owner.token }),
    );
    publicKey = keys.find((key) => key.type === 'public')?.key;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts runs, cost and tokens as they are written, merged, moved and deleted', async () => {
    await ingest([
      ...[0, 1, 2].flatMap((index) => [start('ada', index), end('ada', index, 100)]),
      ...[0, 1].map((index) => start('bob', index)),
    ]);
    expect(await userTotalsDrift(database.db)).toEqual([]);
    const bobStarted = await byId('bob');
    expect(bobStarted).toMatchObject({ runCount: 2, cost: 0, totalTokens: 0 });

    // A later event prices bob's runs: the same rows change, the totals follow.
    await ingest([0, 1].map((index) => end('bob', index, 1000)));
    expect(await userTotalsDrift(database.db)).toEqual([]);
    const bob = await byId('bob');
    expect(bob).toMatchObject({ runCount: 2, totalTokens: 2010 });
    expect(bob?.cost).toBeGreaterThan(0);

    // A run moved to another user (here by hand) leaves one and joins the other.
    await sql`update run set user_id = 'cy' where project_id = ${owner.projectId}
      and user_id = 'ada' and name = 'gpt-4o-mini'
      and id = (select id from run where project_id = ${owner.projectId} and user_id = 'ada' order by created_at limit 1)`.execute(
      database.db,
    );
    expect(await userTotalsDrift(database.db)).toEqual([]);
    expect((await byId('ada'))?.runCount).toBe(2);
    expect((await byId('cy'))?.runCount).toBe(1);

    // Retention deletes whole traces: they are subtracted.
    await deleteExpiredTraces(database.db, {
      projectId: owner.projectId,
      cutoff: new Date(at + 1500),
      traces: 10,
    });
    expect(await userTotalsDrift(database.db)).toEqual([]);
    expect((await byId('ada'))?.runCount).toBe(1);
    // A user whose runs all expired stays listed, with nothing left.
    expect(await byId('bob')).toMatchObject({ runCount: 0, cost: 0, totalTokens: 0 });
    expect((await byId('cy'))?.runCount).toBe(0);

    // Deleting a user's data removes both the runs and the row.
    const cy = await byId('cy');
    const deleted = await api.call('DELETE', scoped(`/v1/users/${cy?.id}`), {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    expect(await byId('cy')).toBeUndefined();
    expect(await userTotalsDrift(database.db)).toEqual([]);
  });

  it('sorts the list by every column, both ways, the same as the totals say', async () => {
    await ingest([
      ...[10, 11, 12, 13].map((index) => start('dee', index)),
      ...[20, 21, 22].flatMap((index) => [start('eve', index), end('eve', index, 5000)]),
    ]);
    const users = await list('limit=100');
    const ids = (rows: ExternalUser[]) => rows.map((user) => user.externalId);
    const sorted = (key: (user: ExternalUser) => number) =>
      ids([...users].sort((a, b) => key(b) - key(a) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0)));
    const cases = [
      ['runCount', (user: ExternalUser) => user.runCount],
      ['cost', (user: ExternalUser) => user.cost],
      ['lastSeen', (user: ExternalUser) => Date.parse(user.lastSeen ?? '')],
      ['createdAt', (user: ExternalUser) => Date.parse(user.createdAt)],
    ] as const;
    for (const [field, key] of cases) {
      const descending = await list(`sortField=${field}&sortDirection=desc&limit=100`);
      expect(ids(descending), field).toEqual(sorted(key));
      const ascending = await list(`sortField=${field}&sortDirection=asc&limit=100`);
      expect(ids(ascending), field).toEqual(sorted(key).reverse());
      // Pages of one follow the same order.
      const second = await list(`sortField=${field}&sortDirection=desc&limit=1&page=1`);
      expect(ids(second)).toEqual(sorted(key).slice(1, 2));
    }
    expect(users.find((user) => user.externalId === 'dee')?.runCount).toBe(4);
  });
});
