import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** Levels below a parent that one pass reaches (a guard against parent cycles). */
const maxInheritanceDepth = 100;

/**
 * Gives the descendants of these runs that have no thread or no end user of
 * their own those of their nearest ancestor, at any depth. The writer does
 * this for a batch's own runs; a descendant stored before its ancestor had
 * them (it came first, or another lane or process committed it at the same
 * time) gets them here once the ancestor is stored. One statement; idempotent.
 * @returns the runs that took a value, and the threads they moved into
 *   (whose last activity changes)
 */
export async function inheritFromParents(
  db: Transaction<Database> | Kysely<Database>,
  projectId: string,
  parentIds: readonly string[],
): Promise<Inheritance> {
  const parents = [...new Set(parentIds)].sort();
  if (parents.length === 0) return { heirIds: [], threadIds: [] };
  // A run is an heir when it lacks a value its parent (or the heir above it) has.
  const { rows } = await sql<{ id: string; thread_id: string | null; took_thread: boolean }>`
    with recursive heirs(id, thread_id, user_id, took_thread, depth) as (
      select child.id, coalesce(child.thread_id, parent.thread_id),
             coalesce(child.user_id, parent.user_id),
             child.thread_id is null and parent.thread_id is not null, 1
        from run parent
        join run child on child.project_id = parent.project_id and child.parent_run_id = parent.id
       where parent.project_id = ${projectId} and parent.id = any(${parents}::uuid[])
         and ((child.thread_id is null and parent.thread_id is not null)
           or (child.user_id is null and parent.user_id is not null))
      union
      select child.id, coalesce(child.thread_id, heirs.thread_id),
             coalesce(child.user_id, heirs.user_id),
             child.thread_id is null and heirs.thread_id is not null, heirs.depth + 1
        from heirs
        join run child on child.project_id = ${projectId} and child.parent_run_id = heirs.id
       where ((child.thread_id is null and heirs.thread_id is not null)
           or (child.user_id is null and heirs.user_id is not null))
         and heirs.depth < ${maxInheritanceDepth}
    )
    update run set thread_id = heirs.thread_id, user_id = heirs.user_id
      from heirs
     where run.project_id = ${projectId} and run.id = heirs.id
       and (run.thread_id is distinct from heirs.thread_id or run.user_id is distinct from heirs.user_id)
    returning run.id, heirs.thread_id, heirs.took_thread`.execute(db);
  return {
    heirIds: rows.map((row) => row.id),
    threadIds: [
      ...new Set(rows.flatMap((row) => (row.took_thread && row.thread_id ? [row.thread_id] : []))),
    ],
  };
}

/** What one `inheritFromParents` changed. */
export interface Inheritance {
  /** Runs that took a thread or an end user. */
  heirIds: string[];
  /** Threads that runs moved into. */
  threadIds: string[];
}
