import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { SharedRateLimiter } from './shared-rate-limiter.js';

describe.each(testDatabaseTargets())('SharedRateLimiter on $kind', (target) => {
  let database: DatabaseHandle;
  let now = Date.parse('2026-11-27T12:00:10Z');
  const clock = () => now;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts the hits of two processes together, per key and scope, and starts over each window', async () => {
    const one = new SharedRateLimiter(database.db, 'api', 2, 60_000, clock);
    const other = new SharedRateLimiter(database.db, 'api', 2, 60_000, clock);
    const mail = new SharedRateLimiter(database.db, 'mail', 2, 60_000, clock);
    expect([await one.hit('ada'), await other.hit('ada'), await one.hit('ada')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await other.hit('ada')).toBe(false);
    expect(await other.hit('grace')).toBe(true);
    expect(await mail.hit('ada')).toBe(true);
    now += 60_000;
    expect(await other.hit('ada')).toBe(true);
    // A process whose clock lags into the previous window counts into the newer one.
    const lagging = new SharedRateLimiter(database.db, 'api', 2, 60_000, () => now - 60_000);
    expect(await lagging.hit('ada')).toBe(true);
    expect(await one.hit('ada')).toBe(false);
  });
});
