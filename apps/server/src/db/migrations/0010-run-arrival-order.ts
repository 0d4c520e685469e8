import { type Kysely, sql } from 'kysely';

/**
 * Runs that do not depend on the order their events arrive in.
 * - `pending_run_event`: feedback and scores that arrived before the run they
 *   judge, kept apart (not as runs) until that run arrives; then the writer
 *   merges them into it and deletes them. `target_id` is the run's id, or with
 *   `by_trace` the trace id whose root run a whole-trace score judges.
 * - `run.missing_parent_id`: the parent a run names while that parent has not
 *   arrived; `parent_run_id` stays null meanwhile, so the run is listed as a
 *   root (in Traces) instead of in no list. Existing such runs are moved.
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

  await db.schema.alterTable('run').addColumn('missing_parent_id', 'uuid').execute();
  await sql`update run child set missing_parent_id = child.parent_run_id, parent_run_id = null
     where child.parent_run_id is not null and not exists (
       select 1 from run parent where parent.project_id = child.project_id and parent.id = child.parent_run_id)`.execute(
    db,
  );
  await sql`create index run_project_missing_parent_idx on run (project_id, missing_parent_id)
    where missing_parent_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('run_project_missing_parent_idx').ifExists().execute();
  await sql`update run set parent_run_id = missing_parent_id where missing_parent_id is not null`.execute(
    db,
  );
  await db.schema.alterTable('run').dropColumn('missing_parent_id').execute();
  await db.schema.dropTable('pending_run_event').ifExists().execute();
}
