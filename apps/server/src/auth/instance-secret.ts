import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Returns the secret stored under `key`, generating and storing 32 random
 * bytes the first time. Kept in the database, so every server process sharing
 * it (and, in embedded mode, the data directory) signs with the same key.
 */
export async function getOrCreateInstanceSecret(
  db: Kysely<Database>,
  key: string,
): Promise<string> {
  const generated = randomBytes(32).toString('base64url');
  await db
    .insertInto('instance_setting')
    .values({ key, value: JSON.stringify(generated) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('instance_setting')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value as string;
}
