import { type Kysely, sql } from 'kysely';

/**
 * When an org's payment first failed of those still unpaid (cloud billing,
 * issue 17): the retention passes cut its history to 30 days once the grace
 * period after it is over (`retentionDaysOfPass`). Orgs already delinquent
 * start their grace now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table org add column billing_delinquent_since timestamptz`.execute(db);
  await sql`update org set billing_delinquent_since = now() where billing_delinquent`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table org drop column billing_delinquent_since`.execute(db);
}
