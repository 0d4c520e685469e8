import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Moves the runs that point at one of these runs as their trace to that
 * run's own trace, when it is not a root: a child stored before its parent
 * took the parent as its trace, and the parent belongs to another's. One
 * statement of constant text, however many runs; idempotent.
 * @returns the runs moved
 */
export async function moveToAncestorTrace(
  db: Transaction<Database> | Kysely<Database>,
  projectId: string,
  runIds: readonly string[],
): Promise<string[]> {
  if (runIds.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    update run child set trace_id = parent.trace_id
    from run parent
    where parent.project_id = ${projectId} and parent.id = any(${[...new Set(runIds)]}::uuid[])
      and parent.trace_id <> parent.id
      and child.project_id = ${projectId} and child.trace_id = parent.id
    returning child.id`.execute(db);
  return rows.map((row) => row.id);
}
