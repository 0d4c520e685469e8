import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a run without its own takes from its nearest ancestor that has one. */
const inheritedColumns = ['thread_id', 'user_id'] as const;

/** Levels below a parent that one pass reaches (a guard against parent cycles). */
const maxInheritanceDepth = 100;

/**
 * Gives the descendants of these runs that have no thread or no end user of
 * their own those of their nearest ancestor, at any depth. The writer does
 * this for a batch's own runs; a descendant stored before its ancestor had
 * them (it came first, or another lane or process committed it at the same
 * time) gets them here once the ancestor is stored. Idempotent.
 * @returns the runs that took a value, and the threads they moved into
 *   (whose last activity changes)
 */
export async function inheritFromParents(
  db: Transaction<Database> | Kysely<Database>,
  projectId: string,
  parentIds: readonly string[],
): Promise<Inheritance> {
  const parents = [...new Set(parentIds)].sort();
  const heirs = new Set<string>();
  const threads = new Set<string>();
  if (parents.length === 0) return { heirIds: [], threadIds: [] };
  for (const column of inheritedColumns) {
    const { rows } = await sql<{ id: string; value: string }>`
      with recursive heirs(id, value, depth) as (
        select child.id, ${sql.ref(`parent.${column}`)}, 1
          from run parent
          join run child on child.project_id = parent.project_id and child.parent_run_id = parent.id
         where parent.project_id = ${projectId} and parent.id = any(${parents}::uuid[])
           and ${sql.ref(`parent.${column}`)} is not null and ${sql.ref(`child.${column}`)} is null
        union
        select child.id, heirs.value, heirs.depth + 1
          from heirs
          join run child on child.project_id = ${projectId} and child.parent_run_id = heirs.id
         where ${sql.ref(`child.${column}`)} is null and heirs.depth < ${maxInheritanceDepth}
      )
      update run set ${sql.ref(column)} = heirs.value
        from heirs
       where run.project_id = ${projectId} and run.id = heirs.id
         and ${sql.ref(`run.${column}`)} is null
      returning run.id, heirs.value`.execute(db);
    for (const row of rows) {
      heirs.add(row.id);
      if (column === 'thread_id') threads.add(row.value);
    }
  }
  return { heirIds: [...heirs], threadIds: [...threads] };
}

/** Passes after a commit, at most (each one reaches every depth; a second finds what was committed meanwhile). */
export const maxSettlePasses = 10;

/**
 * `inheritFromParents` outside a transaction, repeated from the runs that
 * took a value until none does: a child committed by another lane while a
 * pass ran was invisible to it, and its own settle may have read the parent
 * before this pass committed, so the pass after the commit hands it down.
 * @returns the threads that runs moved into
 */
export async function settleInheritance(
  db: Kysely<Database>,
  projectId: string,
  parentIds: readonly string[],
): Promise<string[]> {
  const threads = new Set<string>();
  let sources = parentIds;
  for (let pass = 0; pass < maxSettlePasses && sources.length > 0; pass++) {
    const { heirIds, threadIds } = await inheritFromParents(db, projectId, sources);
    for (const thread of threadIds) threads.add(thread);
    sources = heirIds;
  }
  return [...threads];
}

/** What one `inheritFromParents` changed. */
export interface Inheritance {
  /** Runs that took a thread or an end user. */
  heirIds: string[];
  /** Threads that runs moved into. */
  threadIds: string[];
}
