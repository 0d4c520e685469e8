import type { ApiError } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('an expired self-hosted licence on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let privateKey: string;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    privateKey = (await projectKeys(api, owner)).private;
    // As if LOOKOUT_LICENSE_KEY carried an expiry that has now passed.
    api.context.licence = { expiresAt: '2020-01-01T00:00:00.000Z', evalEnabled: true };
  });
  afterAll(async () => {
    api.context.licence = null;
    await database?.close();
  });

  it('answers users and keys with 403 License expired and the license_expired code', async () => {
    for (const token of [owner.token, privateKey]) {
      const response = await api.call('GET', '/v1/projects', { token });
      expect(response.status).toBe(403);
      expect(await json<ApiError>(response)).toEqual({
        error: 'License expired',
        message: 'Please renew your license to access the product',
        code: 'license_expired',
      });
    }
  });

  it('lets the cloud edition and a licence still valid through', async () => {
    const cloud = await createTestApp(database, { edition: 'cloud' });
    cloud.context.licence = api.context.licence;
    expect((await cloud.call('GET', '/v1/projects', { token: owner.token })).status).toBe(200);
    const valid = await createTestApp(database);
    valid.context.licence = { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true };
    expect((await valid.call('GET', '/v1/projects', { token: owner.token })).status).toBe(200);
  });
});
