import type { ServerConfig } from '../config/env.js';
import type { DatabaseHandle } from '../db/database.js';
import { type ProjectKeys, projectKeys, type SignedUp, signUp } from './accounts.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { TestDatabaseTarget } from './test-databases.js';

/** What most integration tests start from: a fresh database, the app on it, an owner and the project's keys. */
export interface SignedUpApp {
  database: DatabaseHandle;
  api: TestApp;
  owner: SignedUp;
  keys: ProjectKeys;
}

/**
 * Opens a fresh database of `target`, the app on it and a signed-up owner with the keys of their
 * project, with test settings changed by `overrides` (the cloud edition, for plan limits). The
 * caller closes `database` when done.
 *
 * @example ({ database, api, owner, keys } = await openSignedUpApp(target, { edition: 'cloud' }));
 */
export async function openSignedUpApp(
  target: TestDatabaseTarget,
  overrides: Partial<ServerConfig> = {},
): Promise<SignedUpApp> {
  const database = await target.open();
  const api = await createTestApp(database, overrides);
  const owner = await signUp(api);
  return { database, api, owner, keys: await projectKeys(api, owner) };
}
