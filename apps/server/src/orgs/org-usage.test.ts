import type { Org } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { usageMonth } from '../write-path/event-limit.js';

describe.each(testDatabaseTargets())("the org's events this month on $kind", (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let publicKey: string;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    other = await signUp(api);
    publicKey = (await projectKeys(api, owner)).public;
  });
  afterAll(async () => {
    await database?.close();
  });

  const org = (as: SignedUp) => json<Org>(api.call('GET', '/v1/users/me/org', { token: as.token }));

  it('is 0 before any event, counts each ingested event, and leaves other orgs and months out', async () => {
    expect((await org(owner)).eventsThisMonth).toBe(0);

    const ingested = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: {
        events: [
          { event: 'start', type: 'llm', runId: 'r-1', timestamp: Date.now(), name: 'gpt-4o' },
          { event: 'end', type: 'llm', runId: 'r-1', timestamp: Date.now(), output: 'hi' },
          { event: 'start', type: 'llm', runId: 'r-2', timestamp: Date.now(), name: 'gpt-4o' },
        ],
      },
    });
    expect(ingested.status).toBe(200);
    // Last month's usage is not this month's.
    await database.db
      .insertInto('org_usage')
      .values({
        org_id: owner.orgId,
        month: usageMonth(new Date(Date.UTC(2020, 0, 15))),
        events: 99,
      })
      .execute();

    expect((await org(owner)).eventsThisMonth).toBe(3);
    expect((await org(other)).eventsThisMonth).toBe(0);
  });
});
