import { type Kysely, sql } from 'kysely';

/**
 * The org's model-provider keys and its monthly count of playground runs (DESIGN §11).
 * - `provider_key`: one key per org and provider, AES-256-GCM ciphertext only
 *   (`providers/provider-key-cipher.ts`); `key_hint` is the masked form the
 *   browser sees, kept beside it so listing never decrypts.
 * - `org_usage.playground_runs`: the month's playground runs, counted (and
 *   capped) by one conditional upsert, exact under concurrent runs, on the
 *   row the writer already keeps per org and month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_key')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('encrypted_key', 'bytea', (c) => c.notNull())
    .addColumn('key_hint', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('provider_key_org_provider_key', ['org_id', 'provider'])
    .execute();
  await db.schema
    .alterTable('org_usage')
    .addColumn('playground_runs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('org_usage').dropColumn('playground_runs').execute();
  await db.schema.dropTable('provider_key').ifExists().execute();
}
