import { freePlanPlaygroundRunsPerMonth } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import {
  monthlyPlaygroundRuns,
  playgroundAllowance,
  reservePlaygroundRun,
} from './playground-allowance.js';

describe('playgroundAllowance', () => {
  it('caps the cloud free plan, includes 1,000 on Team, and leaves self-hosted unlimited', () => {
    expect(playgroundAllowance('cloud', 'free')).toEqual({
      included: freePlanPlaygroundRunsPerMonth,
      capped: true,
    });
    expect(playgroundAllowance('cloud', 'team')).toEqual({ included: 1000, capped: false });
    expect(playgroundAllowance('cloud', 'pro')).toEqual({ included: 1000, capped: false });
    expect(playgroundAllowance('cloud', 'enterprise')).toEqual({ included: null, capped: false });
    expect(playgroundAllowance('self-hosted', 'free')).toEqual({ included: null, capped: false });
  });
});

describe.each(testDatabaseTargets())('reservePlaygroundRun on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const newOrg = async () =>
    (
      await handle.db
        .insertInto('org')
        .values({ name: 'Runs', api_key: `org-key-${Math.random()}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('lets exactly the cap through when runs race for the last places', async () => {
    const orgId = await newOrg();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => reservePlaygroundRun(handle.db, orgId, 5)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await monthlyPlaygroundRuns(handle.db, orgId)).toBe(5);
  });

  it('counts every run when there is no cap, beside the month’s events', async () => {
    const orgId = await newOrg();
    for (let run = 0; run < 3; run += 1) {
      expect(await reservePlaygroundRun(handle.db, orgId, null)).toBe(true);
    }
    expect(await monthlyPlaygroundRuns(handle.db, orgId)).toBe(3);
    const usage = await handle.db
      .selectFrom('org_usage')
      .select('events')
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    expect(Number(usage.events)).toBe(0);
  });
});
