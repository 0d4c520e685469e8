import type { Org } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, upgradeToTeam } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { monthlyEventCap, usageMonth } from './event-limit.js';

describe('monthlyEventCap', () => {
  it('caps the free plan at its 10k events and leaves plans that sell more events uncapped', () => {
    expect(monthlyEventCap('free')).toBe(10_000);
    expect(monthlyEventCap('team')).toBeNull();
    expect(monthlyEventCap('enterprise')).toBeNull();
    expect(monthlyEventCap('unknown')).toBeNull();
  });
});

describe.each(testDatabaseTargets())('the free plan event cap on $kind', (target) => {
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
    } = await openSignedUpApp(target, { edition: 'cloud' }));
  });
  afterAll(async () => {
    await database?.close();
  });

  const ingest = (count: number, prefix: string) =>
    api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: {
        events: Array.from({ length: count }, (_, index) => ({
          event: 'start',
          type: 'llm',
          runId: `${prefix}-${index}`,
          timestamp: Date.now(),
          name: 'gpt-4o',
        })),
      },
    });
  const org = () => json<Org>(api.call('GET', '/v1/users/me/org', { token: owner.token }));
  const setUsage = (events: number, month = usageMonth()) =>
    database.db
      .insertInto('org_usage')
      .values({ org_id: owner.orgId, month, events })
      .onConflict((conflict) => conflict.columns(['org_id', 'month']).doUpdateSet({ events }))
      .execute();

  it('stores the batch that crosses 10k events, then marks the org limited and refuses more', async () => {
    await setUsage(9_990);
    expect((await ingest(20, 'crossing')).status).toBe(200);
    expect(
      await database.db
        .selectFrom('run')
        .select('id')
        .where('project_id', '=', owner.projectId)
        .execute(),
    ).toHaveLength(20);
    expect((await org()).limited).toBe(true);
    const refused = await ingest(1, 'refused');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      error: 'Ingestion limit reached',
      code: 'org_limited',
    });
  });

  it('lifts the limit in a new month', async () => {
    await database.db
      .updateTable('org_usage')
      .set({ month: '2026-01-01' })
      .where('org_id', '=', owner.orgId)
      .execute();
    expect((await ingest(1, 'next-month')).status).toBe(200);
    expect((await org()).limited).toBe(false);
  });

  it('lifts the limit when the org upgrades to a plan that sells more events', async () => {
    await setUsage(10_500);
    await ingest(1, 'over-again');
    expect((await org()).limited).toBe(true);
    await upgradeToTeam(api, owner);
    expect((await org()).plan).toBe('team');
    expect((await ingest(1, 'after-upgrade')).status).toBe(200);
  });
});

describe.each(testDatabaseTargets())('a self-hosted install on $kind', (target) => {
  let opened: Awaited<ReturnType<typeof openSignedUpApp>>;
  beforeAll(async () => {
    opened = await openSignedUpApp(target, { edition: 'self-hosted' });
  });
  afterAll(async () => {
    await opened?.database.close();
  });

  it('keeps storing events past the free plan cap, and never marks the org limited', async () => {
    const { database, api, owner, keys } = opened;
    await database.db
      .insertInto('org_usage')
      .values({ org_id: owner.orgId, month: usageMonth(), events: 10_500 })
      .execute();
    for (const runId of ['past-cap-1', 'past-cap-2']) {
      const response = await api.call('POST', '/v1/runs/ingest', {
        token: keys.public,
        body: { events: [{ event: 'start', type: 'llm', runId, timestamp: Date.now() }] },
      });
      expect(response.status).toBe(200);
    }
    const org = await json<Org>(api.call('GET', '/v1/users/me/org', { token: owner.token }));
    expect(org).toMatchObject({ plan: 'free', limited: false });
    expect(org.eventsThisMonth).toBe(10_502);
  });
});
