// The `pg` driver, borrowed from the server's dependencies (bench/ has no package.json).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
/** node-postgres, as the server uses it. */
export const pg = require('pg');

/** Runs `fn` with a connected client, always closing it. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
