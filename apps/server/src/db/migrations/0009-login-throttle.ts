import { type Kysely, sql } from 'kysely';

/**
 * Failed sign-ins, one row each, so login throttling holds across server processes on one
 * database. Keyed by the email tried (known or not, so the answers never tell which accounts
 * exist) and the client address; rows older than the throttle's window are deleted as new
 * failures arrive. The indexes serve the two lookups: by address, by email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failure_address_idx')
    .on('login_failure')
    .columns(['address', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('login_failure_email_idx')
    .on('login_failure')
    .columns(['email', 'address', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('login_failure_failed_at_idx')
    .on('login_failure')
    .column('failed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failure').ifExists().execute();
}
