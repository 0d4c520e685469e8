import { type Kysely, sql } from 'kysely';

/**
 * The runs of the sample data the web app loads (`lookout.sample` in their metadata, or an earlier
 * build's tag `sample` with a `sample` metadata key), so the logs page can ask whether a project
 * holds any without reading its runs: the question is asked each time the page opens, and a
 * project without sample runs (most of them, after the first day) made it a scan of every run,
 * up to the read bound at 10M runs. Partial: only sample runs have an entry, and the test on an
 * insert is two key lookups. `runs/sample-data.ts` repeats the predicate, which is what lets
 * PostgreSQL use the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index run_sample_idx on run (project_id)
    where metadata ? 'lookout.sample' or (tags @> '{sample}'::text[] and metadata ? 'sample')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists run_sample_idx`.execute(db);
}
