import { freePlanPlaygroundRunsPerMonth } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import {
  monthlyPlaygroundRuns,
  playgroundAllowance,
  releasePlaygroundRun,
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

  it('gives back the places of refused runs while others race for them, never passing the cap', async () => {
    const orgId = await newOrg();
    const cap = 5;
    // Every third run is refused by the outbound guard and gives its place back at once.
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const reservation = await reservePlaygroundRun(handle.db, orgId, cap);
        const counted = await monthlyPlaygroundRuns(handle.db, orgId);
        if (reservation && index % 3 === 0) {
          await releasePlaygroundRun(handle.db, reservation);
          return { kept: false, counted };
        }
        return { kept: reservation !== null, counted };
      }),
    );
    const kept = outcomes.filter((outcome) => outcome.kept).length;
    expect(outcomes.every((outcome) => outcome.counted <= cap)).toBe(true);
    expect(kept).toBeLessThanOrEqual(cap);
    // What is counted is exactly the runs that kept their place.
    expect(await monthlyPlaygroundRuns(handle.db, orgId)).toBe(kept);
    // The places given back are taken again, up to the cap and no further.
    const refills = await Promise.all(
      Array.from({ length: 10 }, () => reservePlaygroundRun(handle.db, orgId, cap)),
    );
    expect(refills.filter(Boolean)).toHaveLength(cap - kept);
    expect(await monthlyPlaygroundRuns(handle.db, orgId)).toBe(cap);
  });

  it('never counts below zero when a place is given back twice', async () => {
    const orgId = await newOrg();
    const reservation = await reservePlaygroundRun(handle.db, orgId, 5);
    expect(reservation).not.toBeNull();
    if (!reservation) return;
    await releasePlaygroundRun(handle.db, reservation);
    await releasePlaygroundRun(handle.db, reservation);
    expect(await monthlyPlaygroundRuns(handle.db, orgId)).toBe(0);
  });

  it('counts every run when there is no cap, beside the month’s events', async () => {
    const orgId = await newOrg();
    for (let run = 0; run < 3; run += 1) {
      expect(await reservePlaygroundRun(handle.db, orgId, null)).toEqual({
        orgId,
        month: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      });
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
