import type { ApiError } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { type SignedUp, signUp } from '../../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../../testing/test-app.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';

type Keys = { public: string; private: string };

describe.each(testDatabaseTargets())('Langfuse Basic auth on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let keys: Keys;
  let otherKeys: Keys;

  async function keysOf(account: SignedUp): Promise<Keys> {
    const list = await json<{ type: 'public' | 'private'; key: string }[]>(
      api.call('GET', `/v1/projects/${account.projectId}/api-keys`, { token: account.token }),
    );
    return Object.fromEntries(list.map((key) => [key.type, key.key])) as Keys;
  }

  const ingest = (user: string, password: string, traceName: string) =>
    api.call('POST', '/api/public/ingestion', {
      headers: {
        authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      },
      body: {
        batch: [
          {
            id: crypto.randomUUID(),
            type: 'trace-create',
            timestamp: new Date().toISOString(),
            body: { id: crypto.randomUUID(), name: traceName },
          },
        ],
      },
    });

  const storedNames = async () =>
    (
      await database.db
        .selectFrom('run')
        .select('name')
        .where('project_id', '=', owner.projectId)
        .execute()
    ).map((run) => run.name);

  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
    owner = await signUp(api);
    keys = await keysOf(owner);
    otherKeys = await keysOf(await signUp(api));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('takes the public key as user and the private key of the same project as password', async () => {
    const response = await ingest(keys.public, keys.private, 'accepted');
    expect(response.status).toBe(207);
    expect(await storedNames()).toEqual(['accepted']);
  });

  it.each([
    [
      'the public key as password',
      (): [string, string] => [keys.public, keys.public],
      /private key/,
    ],
    [
      'the private key as user too',
      (): [string, string] => [keys.private, keys.private],
      /same project/,
    ],
    [
      "another project's private key",
      (): [string, string] => [keys.public, otherKeys.private],
      /same project/,
    ],
    [
      'an unknown password',
      (): [string, string] => [keys.public, 'sk-unknown'],
      /Unknown project key/,
    ],
  ] as const)('refuses %s with 401 and stores nothing', async (_label, credentials, message) => {
    const [user, password] = credentials();
    const response = await ingest(user, password, 'refused');
    expect(response.status).toBe(401);
    const answer = await json<ApiError>(response);
    expect(answer.error).toBe('Invalid access token');
    expect(answer.message).toMatch(message);
    expect(await storedNames()).not.toContain('refused');
  });
});
