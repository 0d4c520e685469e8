import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import type { DatabaseHandle } from './db/database.js';
import { testDatabaseTargets } from './testing/test-databases.js';
import { serverVersion } from './version.js';

describe.each(testDatabaseTargets())('API on $kind', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers GET /v1/version with the package version', async () => {
    const response = await createApp({ database }).request('/v1/version');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: serverVersion });
    expect(serverVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await createApp({ database }).request('/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'Not found',
      message: 'No route for GET /v1/nothing-here.',
    });
  });
});
