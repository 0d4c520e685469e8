import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { signUp, uniqueEmail } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { LoginThrottle, loginThrottlePolicy } from './login-throttle.js';

const password = 'a-long-password';

describe.each(testDatabaseTargets())('login throttling on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  /** A second server process on the same database. */
  let otherApi: TestApp;
  let now = Date.parse('2026-11-25T12:00:00Z');
  const clock = () => now;

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    otherApi = await createTestApp(database);
    api.context.loginThrottle = new LoginThrottle(database.db, clock);
    otherApi.context.loginThrottle = new LoginThrottle(database.db, clock);
  });
  afterAll(async () => {
    await database?.close();
  });

  function login(email: string, address: string, tried = 'wrong-password', on = api) {
    return on.call('POST', '/auth/login', {
      body: { email, password: tried },
      headers: { 'x-forwarded-for': address },
    });
  }

  async function statuses(count: number, attempt: () => Promise<Response>) {
    const seen: number[] = [];
    for (let index = 0; index < count; index += 1) seen.push((await attempt()).status);
    return seen;
  }

  it('slows the failing client down, while the user signs in from their own device', async () => {
    const { email } = await signUp(api);
    expect(await statuses(5, () => login(email, '198.51.100.1'))).toEqual([
      401, 401, 401, 401, 401,
    ]);
    const throttled = await login(email, '198.51.100.1');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('30');
    expect(await throttled.json()).toEqual({
      error: 'Too many requests',
      message: 'Too many failed sign-ins from this device. Retry in 30 seconds.',
    });
    // The throttled client learns nothing, even with the right password.
    expect((await login(email, '198.51.100.1', password)).status).toBe(429);
    expect((await login(email, '203.0.113.9', password)).status).toBe(200);
  });

  it('makes each further wait longer', async () => {
    const { email } = await signUp(api);
    await statuses(5, () => login(email, '198.51.100.2'));
    const waits: (string | null)[] = [];
    for (let round = 0; round < 4; round += 1) {
      const throttled = await login(email, '198.51.100.2');
      expect(throttled.status).toBe(429);
      const wait = Number(throttled.headers.get('retry-after'));
      waits.push(String(wait));
      now += wait * 1000;
      expect((await login(email, '198.51.100.2')).status).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120', '240']);
  });

  it('forgets a client’s failures on an account once it signs in', async () => {
    const { email } = await signUp(api);
    await statuses(4, () => login(email, '198.51.100.3'));
    expect((await login(email, '198.51.100.3', password)).status).toBe(200);
    expect(await statuses(4, () => login(email, '198.51.100.3'))).toEqual([401, 401, 401, 401]);
  });

  it('throttles one address guessing many accounts, not the other addresses', async () => {
    const tried = await statuses(loginThrottlePolicy.failuresPerAddress + 2, () =>
      login(uniqueEmail('guess'), '198.51.100.4'),
    );
    expect(tried.slice(0, loginThrottlePolicy.failuresPerAddress).every((s) => s === 401)).toBe(
      true,
    );
    expect(tried.slice(loginThrottlePolicy.failuresPerAddress)).toEqual([429, 429]);
    const { email } = await signUp(api);
    expect((await login(email, '198.51.100.4', password)).status).toBe(429);
    expect((await login(email, '198.51.100.5', password)).status).toBe(200);
    // The window slides on: fifteen minutes later the address may try again.
    now += loginThrottlePolicy.windowMs;
    expect((await login(email, '198.51.100.4', password)).status).toBe(200);
  });

  it('past the ceiling of failures on one account, refuses addresses that failed on it but not a fresh one', async () => {
    const { email } = await signUp(api);
    const throttle = new LoginThrottle(database.db, clock);
    for (let index = 0; index < loginThrottlePolicy.failuresPerAccount - 1; index += 1) {
      await throttle.recordFailure({ email, address: `192.0.2.${index}` });
    }
    expect((await login(email, '198.51.100.6')).status).toBe(401);
    expect((await login(email, '192.0.2.1', password)).status).toBe(429);
    expect((await login(email, '198.51.100.6', password)).status).toBe(429);
    expect((await login(email, '203.0.113.10', password)).status).toBe(200);
  });

  it('cannot be dodged by writing X-Forwarded-For: only the trusted proxy’s entry counts', async () => {
    const { email } = await signUp(api);
    const spoofed = (index: number) => `10.9.8.${index}, 198.51.100.10`;
    let index = 0;
    const seen = await statuses(6, () => login(email, spoofed(index++)));
    expect(seen).toEqual([401, 401, 401, 401, 401, 429]);
    // Without a trusted proxy the header is not believed at all.
    const direct = await createTestApp(database, { trustedProxies: 0 });
    direct.context.loginThrottle = new LoginThrottle(database.db, clock);
    const other = await signUp(api);
    const forged = await statuses(6, () =>
      login(other.email, `10.7.6.${index++}`, 'wrong', direct),
    );
    expect(forged).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('shares the counts between server processes on one database', async () => {
    const { email } = await signUp(api);
    await statuses(3, () => login(email, '198.51.100.7', 'wrong-password', api));
    await statuses(2, () => login(email, '198.51.100.7', 'wrong-password', otherApi));
    expect((await login(email, '198.51.100.7', password, api)).status).toBe(429);
    expect((await login(email, '198.51.100.7', password, otherApi)).status).toBe(429);
  });

  it('deletes failures older than the window as new ones arrive', async () => {
    await login(uniqueEmail('old'), '198.51.100.8');
    now += loginThrottlePolicy.windowMs + 1;
    await login(uniqueEmail('new'), '198.51.100.9');
    const rows = await database.db
      .selectFrom('login_failure')
      .select(['address', 'failed_at'])
      .execute();
    expect(rows).toEqual([{ address: '198.51.100.9', failed_at: new Date(now) }]);
  });
});
