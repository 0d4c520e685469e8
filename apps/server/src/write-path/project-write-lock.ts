import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Holds, until `trx` ends, the lock that orders every ingestion write of a
 * project across processes: a process's lanes already write a project one
 * transaction at a time, and with this lock two processes behind one load
 * balancer do too, so two open transactions never both merge events of one
 * run (or a child and its parent) without seeing each other's rows. Taken in
 * project order, like the rows, so writers never deadlock.
 */
export async function lockProjectWrites(
  trx: Transaction<Database>,
  projectId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`run-write:${projectId}`}, 0))`.execute(
    trx,
  );
}
