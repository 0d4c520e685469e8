import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, EmailTokenTable } from '../db/schema.js';

type Purpose = EmailTokenTable['purpose'];

/** How long an emailed link works. */
export const emailTokenLifetimeMs: Record<Purpose, number> = {
  'verify-email': 7 * 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/** Only a hash of each emailed token is stored, so a database leak cannot sign anyone in. */
export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('base64url');
}

/** A new random token for a link; store its {@link hashToken}. */
export function newRawToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Creates a one-time token for `accountId` and returns the raw value for the link. */
export async function createEmailToken(
  db: Kysely<Database>,
  accountId: string,
  purpose: Purpose,
): Promise<string> {
  const raw = newRawToken();
  await db
    .insertInto('email_token')
    .values({
      token_hash: hashToken(raw),
      account_id: accountId,
      purpose,
      expires_at: new Date(Date.now() + emailTokenLifetimeMs[purpose]),
    })
    .execute();
  return raw;
}

/** Uses up a token: the account id when it is valid, unused and unexpired, else null. */
export async function consumeEmailToken(
  db: Kysely<Database>,
  raw: string,
  purpose: Purpose,
): Promise<string | null> {
  const row = await db
    .updateTable('email_token')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(raw))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id ?? null;
}
