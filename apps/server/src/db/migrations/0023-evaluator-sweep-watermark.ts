import { type Kysely, sql } from 'kysely';

/**
 * Incremental production evaluation (issue 14, benchmark):
 *
 * - `evaluator.sweep_from`: the realtime sweep's watermark, the `run.ingested_at`
 *   from which runs may still need this evaluator's grading. Each sweep reads
 *   only the runs ingested since then (served by `run_project_ingested_idx`)
 *   and moves it forward; null means "from `realtime_since`".
 * - `run_project_ingested_idx`: runs in arrival order within a project.
 * - `evaluation_result_pending_idx`: the sweep's look for orphaned pending
 *   results reads only pending rows, not every result ever stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evaluator').addColumn('sweep_from', 'timestamptz').execute();
  await sql`create index if not exists run_project_ingested_idx on run (project_id, ingested_at)`.execute(
    db,
  );
  await sql`create index if not exists evaluation_result_pending_idx
    on evaluation_result (updated_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists evaluation_result_pending_idx`.execute(db);
  await sql`drop index if exists run_project_ingested_idx`.execute(db);
  await db.schema.alterTable('evaluator').dropColumn('sweep_from').execute();
}
