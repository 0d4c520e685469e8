import type { Job } from '@lookout/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, JobTable } from '../db/schema.js';

/** A stored job row. */
export type JobRow = Selectable<JobTable>;

/** `now() + ms`, computed by the database so every process agrees on the clock. */
export const nowPlusMs = (ms: number) =>
  sql<Date>`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/** Where and how a new job is queued. */
export interface NewJob {
  kind: string;
  payload: unknown;
  orgId?: string | null;
  projectId?: string | null;
  maxAttempts?: number;
  /** Not before this many milliseconds from now (default: at once). */
  delayMs?: number;
  /** At most one queued or running job has this key; queueing another returns null. */
  dedupeKey?: string;
}

/** Queues a job; null when a job with the same dedupe key is already queued or running. */
export async function insertJob(db: Kysely<Database>, job: NewJob): Promise<JobRow | null> {
  const row = await db
    .insertInto('job')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      org_id: job.orgId ?? null,
      project_id: job.projectId ?? null,
      dedupe_key: job.dedupeKey ?? null,
      ...(job.maxAttempts !== undefined ? { max_attempts: job.maxAttempts } : {}),
      ...(job.delayMs ? { run_after: nowPlusMs(job.delayMs) } : {}),
    })
    .onConflict((conflict) =>
      conflict
        .column('dedupe_key')
        .where('dedupe_key', 'is not', null)
        .where('state', 'in', ['queued', 'running'])
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** One job of a project, or undefined (another project's job is not found either). */
export function findProjectJob(
  db: Kysely<Database>,
  projectId: string,
  id: string,
): Promise<JobRow | undefined> {
  return db
    .selectFrom('job')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A page of a project's jobs, newest first. */
export function listProjectJobs(
  db: Kysely<Database>,
  projectId: string,
  { page, limit }: { page: number; limit: number },
): Promise<JobRow[]> {
  return db
    .selectFrom('job')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(page * limit)
    .execute();
}

/**
 * Cancels a job that has not finished: a queued one at once, a running one by
 * asking it to stop (its runner sees the request at its next lease renewal or
 * progress report). Returns the job as it is now; undefined when it had
 * already finished or does not exist.
 */
export function cancelJob(db: Kysely<Database>, projectId: string, id: string) {
  return db
    .updateTable('job')
    .set((eb) => ({
      state: eb.case().when('state', '=', 'queued').then('cancelled').else(eb.ref('state')).end(),
      finished_at: eb
        .case()
        .when('state', '=', 'queued')
        .then(sql<Date>`now()`)
        .else(eb.ref('finished_at'))
        .end(),
      cancel_requested: eb.case().when('state', '=', 'running').then(true).else(false).end(),
    }))
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
}

/** Queues a failed job again with fresh attempts; undefined unless it was failed. */
export function retryFailedJob(db: Kysely<Database>, projectId: string, id: string) {
  return db
    .updateTable('job')
    .set({
      state: 'queued',
      attempts: 0,
      run_after: sql<Date>`now()`,
      started_at: null,
      finished_at: null,
      cancel_requested: false,
      locked_by: null,
      locked_until: null,
    })
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The API's view of a stored job. */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    projectId: row.project_id,
    kind: row.kind,
    state: row.state as Job['state'],
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    progress: {
      done: row.progress_done,
      total: row.progress_total,
      message: row.progress_message,
    },
    lastError: row.last_error,
    cancelRequested: row.cancel_requested,
    runAfter: new Date(row.run_after).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
}
