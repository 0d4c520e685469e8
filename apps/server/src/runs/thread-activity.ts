import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Sets `last_activity_at` of the given threads: the latest start or end of
 * any run of the thread, the thread included. It is recomputed from the
 * stored runs, so the writer (after linking messages to their thread, in
 * whatever order they came) and a delete (a removed message no longer counts)
 * leave the same value. Ids that are null or not threads are ignored.
 *
 * @example await refreshThreadActivity(trx, projectId, rows.map((row) => row.thread_id));
 */
export async function refreshThreadActivity(
  db: Transaction<Database> | Kysely<Database>,
  projectId: string,
  threadIds: readonly (string | null | undefined)[],
): Promise<void> {
  const ids = [...new Set(threadIds.filter((id): id is string => !!id))].sort();
  if (ids.length === 0) return;
  await sql`update run thread set last_activity_at = latest.at
    from (select thread_id, max(greatest(created_at, ended_at)) as at from run
           where project_id = ${projectId} and thread_id = any(${ids}::uuid[])
           group by thread_id) latest
   where thread.project_id = ${projectId} and thread.id = latest.thread_id
     and thread.type = 'thread' and thread.last_activity_at is distinct from latest.at`.execute(db);
}
