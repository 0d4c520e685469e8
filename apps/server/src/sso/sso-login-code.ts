import type { Kysely, Transaction } from 'kysely';
import { hashToken, newRawToken } from '../auth/email-tokens.js';
import type { Database } from '../db/schema.js';

/** How long the code of an SSO callback can be exchanged for a session. */
export const ssoLoginCodeTtlMs = 2 * 60_000;

/** Creates the one-time code an SSO callback hands to the web app; returns the raw code. */
export async function createSsoLoginCode(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
  now = new Date(),
): Promise<string> {
  const raw = newRawToken();
  await db
    .insertInto('sso_login_code')
    .values({
      code_hash: hashToken(raw),
      account_id: accountId,
      expires_at: new Date(now.getTime() + ssoLoginCodeTtlMs),
    })
    .execute();
  return raw;
}

/**
 * Uses a code once: the account it signs in, or undefined when the code is
 * unknown, expired or already used. Marking it used and reading it are one
 * statement, so two exchanges of one code cannot both succeed.
 */
export async function consumeSsoLoginCode(
  db: Kysely<Database>,
  raw: string,
  now = new Date(),
): Promise<{ accountId: string } | undefined> {
  const row = await db
    .updateTable('sso_login_code')
    .set({ used_at: now })
    .where('code_hash', '=', hashToken(raw))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row ? { accountId: row.account_id } : undefined;
}
