import { type Kysely, sql } from 'kysely';

/**
 * Audit-log entries in the order they were written. `created_at` is the
 * transaction's start time, and two actions in the same instant (PGlite's
 * clock is coarse) tied and fell back to the random id; `seq` is assigned
 * at insert, so newest-first is exact. Existing rows get numbers in their
 * stored order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_log add column seq bigint generated always as identity`.execute(db);
  await db.schema.dropIndex('audit_log_org_created_idx').ifExists().execute();
  await db.schema
    .createIndex('audit_log_org_created_idx')
    .on('audit_log')
    .columns(['org_id', 'created_at desc', 'seq desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_org_created_idx').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('seq').execute();
  await db.schema
    .createIndex('audit_log_org_created_idx')
    .on('audit_log')
    .columns(['org_id', 'created_at desc'])
    .execute();
}
