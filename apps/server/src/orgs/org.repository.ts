import type { Edition, Org, Plan } from '@lookout/domain';
import { failedPaymentDeletionAt } from '@lookout/rbac';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrgTable } from '../db/schema.js';
import type { LicenceStatus } from '../licence/licence.js';

/** The API's view of an org row; the org key only for callers allowed to see it. */
export function toOrg(
  row: Selectable<OrgTable>,
  options: {
    licence: LicenceStatus | null;
    showApiKey: boolean;
    /** The instance setting that turns the beta pages on for orgs (LOOKOUT_BETA_ORGS). */
    betaOrgs: 'all' | readonly string[];
    /** Billing, and so a failed payment's deletion date, exists on cloud only. */
    edition: Edition;
  },
): Org {
  const deletionAt = failedPaymentDeletionAt({
    edition: options.edition,
    billingDelinquentSince: row.billing_delinquent ? row.billing_delinquent_since : null,
  });
  return {
    id: row.id,
    name: row.name,
    plan: row.plan as Plan,
    canceled: row.canceled,
    limited: row.limited,
    beta: row.beta || options.betaOrgs === 'all' || options.betaOrgs.includes(row.id),
    billingDelinquent: row.billing_delinquent,
    failedPaymentDeletionAt: deletionAt?.toISOString() ?? null,
    datasetV2Enabled: row.dataset_v2_enabled,
    license: options.licence,
    orgApiKey: options.showApiKey ? row.api_key : null,
  };
}

/** An org by id. */
export function findOrg(db: Kysely<Database>, orgId: string) {
  return db.selectFrom('org').selectAll().where('id', '=', orgId).executeTakeFirstOrThrow();
}

/** The plan of an org, for the checks that depend on it. */
export async function findOrgPlan(db: Kysely<Database>, orgId: string): Promise<Plan> {
  const org = await db
    .selectFrom('org')
    .select('plan')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  return org.plan as Plan;
}
