import { type Kysely, sql } from 'kysely';

/**
 * Data-warehouse connections (SPEC §9, enterprise) and what their sync needs.
 * - `data_warehouse_connection`: one destination PostgreSQL of an org; the URL
 *   is AES-256-GCM ciphertext only (`providers/provider-key-cipher.ts`), `target`
 *   its host, port and database without credentials. The watermark
 *   (`watermark_changed_at`, `watermark_run_id`) is the last run copied, moved
 *   only after the destination committed.
 * - `run.changed_at`: when a run was last inserted or updated, set by a trigger
 *   on every write path (the writer's merges, feedback, scores, sharing). Rows
 *   that predate this migration get the epoch (a constant default, so adding
 *   the column rewrites nothing) and are copied first, in id order.
 * - `run_changed_at_idx`: the sync reads runs in `(changed_at, id)` order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_warehouse_connection')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('encrypted_url', 'bytea', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('watermark_changed_at', 'text')
    .addColumn('watermark_run_id', 'uuid')
    .addColumn('synced_runs', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sync_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'data_warehouse_connection_status_check',
      sql`status in ('active', 'paused', 'error')`,
    )
    .execute();
  await db.schema
    .createIndex('data_warehouse_connection_org_idx')
    .on('data_warehouse_connection')
    .columns(['org_id', 'created_at'])
    .execute();
  await sql`alter table run add column changed_at timestamptz not null default '1970-01-01T00:00:00Z'`.execute(
    db,
  );
  await sql`
    create function run_touch_changed_at() returns trigger language plpgsql as $$
    begin
      new.changed_at := clock_timestamp();
      return new;
    end $$`.execute(db);
  await sql`
    create trigger run_touch_changed_at before insert or update on run
    for each row execute function run_touch_changed_at()`.execute(db);
  await db.schema
    .createIndex('run_changed_at_idx')
    .on('run')
    .columns(['changed_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists run_touch_changed_at on run`.execute(db);
  await sql`drop function if exists run_touch_changed_at()`.execute(db);
  await db.schema.dropIndex('run_changed_at_idx').ifExists().execute();
  await sql`alter table run drop column if exists changed_at`.execute(db);
  await db.schema.dropTable('data_warehouse_connection').ifExists().execute();
}
