import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Records that an assertion was used, until `expiresAt` (its NotOnOrAfter):
 * true the first time, false when it was already used (a replay). Expired
 * records of the connection are dropped first, so the table stays small and
 * an id may only come back once the assertion could no longer be accepted.
 */
export async function recordSeenAssertion(
  db: Kysely<Database>,
  connectionId: string,
  assertionId: string,
  expiresAt: Date,
  now = new Date(),
): Promise<boolean> {
  await db
    .deleteFrom('sso_seen_assertion')
    .where('connection_id', '=', connectionId)
    .where('expires_at', '<=', now)
    .execute();
  const inserted = await db
    .insertInto('sso_seen_assertion')
    .values({ connection_id: connectionId, assertion_id: assertionId, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['connection_id', 'assertion_id']).doNothing())
    .returning('assertion_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
