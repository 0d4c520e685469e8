import { type Kysely, sql } from 'kysely';

/**
 * Feedback and scores that arrived before the run they judge: kept here, not
 * as runs, until that run arrives (then the writer merges them into it and
 * deletes them). `target_id` is the run's id, or with `by_trace` the trace id
 * whose root run a whole-trace score judges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_run_event')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('target_id', 'uuid', (c) => c.notNull())
    .addColumn('by_trace', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('event', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pending_run_event_pk', ['project_id', 'id'])
    .execute();
  await db.schema
    .createIndex('pending_run_event_target_idx')
    .on('pending_run_event')
    .columns(['project_id', 'by_trace', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_run_event').ifExists().execute();
}
