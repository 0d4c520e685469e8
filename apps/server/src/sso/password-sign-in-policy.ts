import type { Edition, Plan } from '@lookout/domain';
import { hasPlanFeature } from '@lookout/rbac';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Whether the org of this account requires single sign-on for it: an enabled
 * connection marked `required`, and the account is not an owner (owners keep
 * their password as the recovery path when the provider is down or misconfigured).
 * On the cloud edition the requirement lapses while the org's plan lacks SSO (a
 * downgrade from enterprise): members sign in with their password again, and the
 * saved connection applies again after an upgrade.
 */
export async function ssoRequiredFor(
  db: Db,
  edition: Edition,
  account: { org_id: string; role: string },
): Promise<boolean> {
  if (account.role === 'owner') return false;
  const connection = await db
    .selectFrom('sso_connection')
    .innerJoin('org', 'org.id', 'sso_connection.org_id')
    .select('org.plan')
    .where('sso_connection.org_id', '=', account.org_id)
    .where('sso_connection.enabled', '=', true)
    .where('sso_connection.required', '=', true)
    .executeTakeFirst();
  if (!connection) return false;
  return hasPlanFeature({ plan: connection.plan as Plan, edition }, 'sso');
}

/** Refuses password sign-in (and password reset) with 403 when the org requires SSO for the account. */
export async function assertPasswordSignInAllowed(
  db: Db,
  edition: Edition,
  account: { org_id: string; role: string },
): Promise<void> {
  if (await ssoRequiredFor(db, edition, account)) {
    throw new ApiError(
      403,
      'Single sign-on required',
      'Your organization signs in with single sign-on. Use “Continue with SSO”.',
    );
  }
}
