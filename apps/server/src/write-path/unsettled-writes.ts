import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { type RunLinkColumns, type WrittenRuns, writtenRunsOf } from './written-runs.js';

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

/**
 * A write whose settle failed again goes to the back of the sweep's queue
 * (its `written_at` becomes now), so that one failing every time does not
 * hold back the writes behind it; it is kept, to be tried once more after
 * the grace.
 */
export async function postponeUnsettledWrite(
  db: Kysely<Database>,
  projectId: string,
  id: string,
): Promise<void> {
  await sql`update unsettled_write set written_at = now()
    where project_id = ${projectId} and id = ${id}`.execute(db);
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
 * settled, at most `limit`, oldest first, each with what settling its runs
 * involves today. One statement for every record and its runs (a record
 * holds up to thousands): a row per stored run, or one without a run for a
 * record whose runs are all gone (it is still returned, to be forgotten).
 */
export async function staleUnsettledWrites(
  db: Kysely<Database>,
  graceSeconds: number,
  limit: number,
): Promise<StaleUnsettledWrite[]> {
  const { rows } = await sql<
    { write_id: string; project_id: string; org_id: string } & (RunLinkColumns | { id: null })
  >`
    with stale as (
      select write.id, write.project_id, project.org_id, write.run_ids, write.written_at
      from unsettled_write write
      join project on project.id = write.project_id
      where write.written_at < now() - make_interval(secs => ${graceSeconds})
      order by write.written_at
      limit ${limit})
    select stale.id as write_id, stale.project_id, stale.org_id, run.id, run.parent_run_id,
           run.missing_parent_id, run.thread_id, run.user_id, run.trace_id
    from stale
    left join run on run.project_id = stale.project_id and run.id = any(stale.run_ids)
    order by stale.written_at, stale.id`.execute(db);
  const runsOf = new Map<string, { projectId: string; orgId: string; runs: RunLinkColumns[] }>();
  for (const row of rows) {
    let record = runsOf.get(row.write_id);
    if (!record) {
      record = { projectId: row.project_id, orgId: row.org_id, runs: [] };
      runsOf.set(row.write_id, record);
    }
    if (row.id !== null) record.runs.push(row);
  }
  return [...runsOf].map(([id, { projectId, orgId, runs }]) => ({
    id,
    projectId,
    orgId,
    written: writtenRunsOf(runs),
  }));
}
