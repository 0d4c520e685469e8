import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { type WrittenRuns, writtenRunsOf } from './written-runs.js';

/**
 * Records, in the write's own transaction, that these runs are committed but
 * not settled yet; `forgetUnsettledWrite` deletes the record once the settle
 * is done. A record older than a minute is a settle that never finished (its
 * process stopped, or it failed): the sweep settles its runs. Only the ids
 * are kept: the sweep reads what to settle from the runs as stored by then.
 * @returns the record's id, or null when no run was written
 */
export async function recordUnsettledWrite(
  trx: Transaction<Database> | Kysely<Database>,
  projectId: string,
  runIds: readonly string[],
): Promise<string | null> {
  if (runIds.length === 0) return null;
  const { id } = await trx
    .insertInto('unsettled_write')
    .values({ project_id: projectId, run_ids: [...runIds] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The write was settled: its record goes. */
export async function forgetUnsettledWrite(
  db: Kysely<Database>,
  projectId: string,
  id: string,
): Promise<void> {
  await db
    .deleteFrom('unsettled_write')
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .execute();
}

/** A write whose settle never finished: its project, org and what to settle now. */
export interface StaleUnsettledWrite {
  id: string;
  projectId: string;
  orgId: string;
  /** Read from the runs as they are stored now. */
  written: WrittenRuns;
}

/**
 * The oldest writes recorded more than `graceSeconds` ago and still not
 * settled, at most `limit`, each with what settling its runs involves today.
 */
export async function staleUnsettledWrites(
  db: Kysely<Database>,
  graceSeconds: number,
  limit: number,
): Promise<StaleUnsettledWrite[]> {
  const records = await sql<{ id: string; project_id: string; org_id: string; run_ids: string[] }>`
    select write.id, write.project_id, project.org_id, write.run_ids
    from unsettled_write write
    join project on project.id = write.project_id
    where write.written_at < now() - make_interval(secs => ${graceSeconds})
    order by write.written_at
    limit ${limit}`.execute(db);
  const stale: StaleUnsettledWrite[] = [];
  for (const record of records.rows) {
    const rows = await db
      .selectFrom('run')
      .select(['id', 'parent_run_id', 'missing_parent_id', 'thread_id', 'user_id', 'trace_id'])
      .where('project_id', '=', record.project_id)
      .where(sql<boolean>`id = any(${record.run_ids}::uuid[])`)
      .execute();
    stale.push({
      id: record.id,
      projectId: record.project_id,
      orgId: record.org_id,
      written: writtenRunsOf(rows),
    });
  }
  return stale;
}
