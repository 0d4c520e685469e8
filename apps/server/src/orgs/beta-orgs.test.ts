import type { Org } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import type { DatabaseHandle } from '../db/database.js';
import { signUp } from '../testing/accounts.js';
import { createTestApp, json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe('LOOKOUT_BETA_ORGS', () => {
  it('reads all, a list of org ids, or nothing', () => {
    expect(loadConfig({}).betaOrgs).toEqual([]);
    expect(loadConfig({ LOOKOUT_BETA_ORGS: 'all' }).betaOrgs).toBe('all');
    const id = '00000000-0000-4000-8000-0000000000A1';
    expect(loadConfig({ LOOKOUT_BETA_ORGS: ` ${id} ` }).betaOrgs).toEqual([id.toLowerCase()]);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig({ LOOKOUT_BETA_ORGS: 'everyone' })).toThrow(
      'Invalid environment variable LOOKOUT_BETA_ORGS: must be all, or a comma-separated list of org ids',
    );
  });
});

describe.each(testDatabaseTargets())('the beta flag of an org on $kind', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is on for the orgs the instance lists, and off for the others', async () => {
    const plain = await createTestApp(database);
    const first = await signUp(plain);
    const second = await signUp(plain);
    const beta = await createTestApp(database, { betaOrgs: [first.orgId] });
    const orgOf = (token: string) => json<Org>(beta.call('GET', '/v1/users/me/org', { token }));
    expect((await orgOf(first.token)).beta).toBe(true);
    expect((await orgOf(second.token)).beta).toBe(false);
    const everyone = await createTestApp(database, { betaOrgs: 'all' });
    const org = await json<Org>(everyone.call('GET', '/v1/users/me/org', { token: second.token }));
    expect(org.beta).toBe(true);
  });
});
