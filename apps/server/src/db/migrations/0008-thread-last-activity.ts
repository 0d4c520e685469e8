import { type Kysely, sql } from 'kysely';

/**
 * A conversation's last activity: `last_activity_at` on thread runs, the
 * latest start or end of any run of the thread, which the writer keeps (a
 * Lunary thread has no end event, so its own times say only when it began).
 * Existing threads are filled in from their runs. The partial index serves
 * the Conversations list sorted by it, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('run').addColumn('last_activity_at', 'timestamptz').execute();
  await sql`update run thread set last_activity_at = latest.at
    from (select project_id, thread_id, max(greatest(created_at, ended_at)) as at
            from run where thread_id is not null group by project_id, thread_id) latest
   where thread.type = 'thread' and thread.project_id = latest.project_id
     and thread.id = latest.thread_id`.execute(db);
  await sql`create index run_project_thread_activity_idx
    on run (project_id, last_activity_at desc nulls last, id desc) where type = 'thread'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('run_project_thread_activity_idx').ifExists().execute();
  await db.schema.alterTable('run').dropColumn('last_activity_at').execute();
}
