import { type Kysely, sql } from 'kysely';

/**
 * `unsettled_write`: the runs of a committed write whose settle
 * (`write-path/settle-written-runs.ts`) has not finished yet, stored in the
 * write's own transaction and deleted once the settle is done. A process that
 * stops between the two, or a settle that fails, leaves the row: the minute
 * sweep settles those runs then (links, traces, inherited thread and end
 * user, thread activity), so nothing a write committed stays half-settled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unsettled_write')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('run_ids', sql`uuid[]`, (c) => c.notNull())
    .addColumn('written_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('unsettled_write_pk', ['project_id', 'id'])
    .execute();
  await db.schema
    .createIndex('unsettled_write_written_idx')
    .on('unsettled_write')
    .column('written_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unsettled_write').ifExists().execute();
}
