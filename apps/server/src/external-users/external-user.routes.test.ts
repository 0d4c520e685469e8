import type { ApiError, ExternalUser, PagedResponse } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('end users API on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let ada: ExternalUser;
  const scoped = (path: string, projectId = owner.projectId) =>
    `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`;

  async function ingestFor(account: SignedUp, userId: string, runs: number) {
    const keys = await json<{ type: string; key: string }[]>(
      api.call('GET', `/v1/projects/${account.projectId}/api-keys`, { token: account.token }),
    );
    const at = Date.parse('2026-11-01T10:00:00Z');
    const events = Array.from({ length: runs }, (_, index) => [
      {
        event: 'start',
        type: 'llm',
        runId: `${userId}-${index}`,
        timestamp: at + index * 1000,
        name: 'gpt-4o-mini',
        input: 'Hi',
        userId,
        userProps: { name: 'Ada', plan: 'pro' },
      },
      {
        event: 'end',
        type: 'llm',
        runId: `${userId}-${index}`,
        timestamp: at + index * 1000 + 100,
        output: 'Hello',
        tokensUsage: { prompt: 10, completion: 5 },
      },
    ]).flat();
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: keys.find((key) => key.type === 'public')?.key,
      body: { events },
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    await ingestFor(owner, 'ada', 2);
    const users = await json<PagedResponse<ExternalUser>>(
      api.call('GET', scoped('/v1/users?search=ada'), { token: owner.token }),
    );
    const found = users.data.find((user) => user.externalId === 'ada');
    if (!found) throw new Error('ada was not listed');
    ada = found;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads one end user with the props the SDK sent, their run count and cost', async () => {
    const user = await json<ExternalUser>(
      api.call('GET', scoped(`/v1/users/${ada.id}`), { token: owner.token }),
    );
    expect(user).toMatchObject({
      id: ada.id,
      externalId: 'ada',
      props: { name: 'Ada', plan: 'pro' },
      runCount: 2,
    });
    expect(user.cost).toBeGreaterThan(0);
    expect(Date.parse(user.lastSeen ?? '')).toBeGreaterThanOrEqual(Date.parse(user.createdAt));
  });

  it('replaces the props, keeping the runs, and shows the change in the list', async () => {
    const updated = await json<ExternalUser>(
      api.call('PATCH', scoped(`/v1/users/${ada.id}`), {
        token: owner.token,
        body: { props: { name: 'Ada Lovelace', tier: 'gold' } },
      }),
    );
    expect(updated).toMatchObject({
      id: ada.id,
      props: { name: 'Ada Lovelace', tier: 'gold' },
      runCount: 2,
    });
    const read = await json<ExternalUser>(
      api.call('GET', scoped(`/v1/users/${ada.id}`), { token: owner.token }),
    );
    expect(read.props).toEqual({ name: 'Ada Lovelace', tier: 'gold' });
    const found = await json<PagedResponse<ExternalUser>>(
      api.call('GET', scoped('/v1/users?search=gold'), { token: owner.token }),
    );
    expect(found.data.map((user) => user.id)).toEqual([ada.id]);
  });

  it('answers 404 User not found for an unknown id and for a user of another project', async () => {
    const other = await signUp(api);
    await ingestFor(other, 'grace', 1);
    const graceList = await json<PagedResponse<ExternalUser>>(
      api.call('GET', scoped('/v1/users', other.projectId), { token: other.token }),
    );
    const grace = graceList.data[0];
    expect(grace?.externalId).toBe('grace');
    for (const id of ['00000000-0000-4000-8000-000000000000', grace?.id]) {
      const read = await api.call('GET', scoped(`/v1/users/${id}`), { token: owner.token });
      expect(read.status).toBe(404);
      expect(await json<ApiError>(read)).toMatchObject({ error: 'User not found' });
      const patch = await api.call('PATCH', scoped(`/v1/users/${id}`), {
        token: owner.token,
        body: { props: { pwned: true } },
      });
      expect(patch.status).toBe(404);
    }
    const untouched = await json<ExternalUser>(
      api.call('GET', scoped(`/v1/users/${grace?.id}`, other.projectId), { token: other.token }),
    );
    expect(untouched.props).toEqual({ name: 'Ada', plan: 'pro' });
  });
});
