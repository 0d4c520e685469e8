import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whether the org of this account requires single sign-on for it: an enabled
 * connection marked `required`, and the account is not an owner (owners keep
 * their password as the recovery path when the provider is down or misconfigured).
 */
export async function ssoRequiredFor(
  db: Db,
  account: { org_id: string; role: string },
): Promise<boolean> {
  if (account.role === 'owner') return false;
  const connection = await db
    .selectFrom('sso_connection')
    .select('id')
    .where('org_id', '=', account.org_id)
    .where('enabled', '=', true)
    .where('required', '=', true)
    .executeTakeFirst();
  return connection !== undefined;
}

/** Refuses password sign-in (and password reset) with 403 when the org requires SSO for the account. */
export async function assertPasswordSignInAllowed(
  db: Db,
  account: { org_id: string; role: string },
): Promise<void> {
  if (await ssoRequiredFor(db, account)) {
    throw new ApiError(
      403,
      'Single sign-on required',
      'Your organization signs in with single sign-on. Use “Continue with SSO”.',
    );
  }
}
