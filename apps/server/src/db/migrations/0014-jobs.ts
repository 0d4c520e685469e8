import { type Kysely, sql } from 'kysely';

/**
 * The durable background jobs (DESIGN §11), run by `jobs/job-runner.ts` in
 * every server process. A job is claimed by one process at a time: it holds
 * a lease (`locked_by`, `locked_until`) that it renews while running, and a
 * job whose lease ran out (its process crashed) is claimed again.
 * - `job_claim_idx`: what a runner looks for, the due queued jobs and the
 *   running ones whose lease may have expired, oldest due first.
 * - `job_dedupe_idx`: a job with a `dedupe_key` (a recurring sweep, a
 *   project's retention pass) exists at most once while queued or running,
 *   whichever process asks for it.
 * - `job_last_finished_idx`: when a recurring job last finished (its next turn).
 * - `job_finished_idx`: finished jobs old enough to be deleted.
 * - `job_project_idx`: the jobs list of a project, newest first.
 *
 * `pending_run_event_received_idx` lets the recurring sweep find feedback and
 * scores that waited too long for their run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) => c.references('org.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.references('project.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) =>
      c.notNull().defaultTo(3).check(sql`max_attempts >= 1`),
    )
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('cancel_requested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer')
    .addColumn('progress_message', 'text')
    .addColumn('last_error', 'text')
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index job_claim_idx on job (run_after) where state in ('queued', 'running')`.execute(
    db,
  );
  await sql`create unique index job_dedupe_idx on job (dedupe_key)
    where dedupe_key is not null and state in ('queued', 'running')`.execute(db);
  await sql`create index job_last_finished_idx on job (dedupe_key, finished_at)
    where dedupe_key is not null and finished_at is not null`.execute(db);
  await sql`create index job_finished_idx on job (finished_at) where finished_at is not null`.execute(
    db,
  );
  await sql`create index job_project_idx on job (project_id, created_at desc, id desc)`.execute(db);
  await db.schema
    .createIndex('pending_run_event_received_idx')
    .on('pending_run_event')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pending_run_event_received_idx').ifExists().execute();
  await db.schema.dropTable('job').ifExists().execute();
}
