import { type Kysely, sql } from 'kysely';

/** The facts each index answers, after `(project_id, type)`. */
const indexedFacts = [
  'input_messages',
  'input_chars',
  'output_chars',
  'input_json',
  'output_json',
] as const;

/**
 * What the message count, length and JSON filters test, stored per run off
 * the acknowledgement path (issue 18, `search/content-facts.ts`):
 * - `run_content_facts`: one row per run the facts indexer reached, keyed like
 *   `run` and deleted with it; `type` is the run's kind then, so a list's
 *   candidates are read within its kinds; each fact is NULL when the run has
 *   no such field. A B-tree index per fact, after `(project_id, type)`. The
 *   counts are stored as `double precision`, the type the filters compare
 *   with (a bound may be fractional): an integer column compared with a
 *   double is cast, and its index is not used.
 * - `run_content_facts_state`: the facts indexer's watermark, as
 *   `run_search_state`'s; runs changed at or after it are tested directly.
 * Existing runs are all after the NULL watermark: the filters test them as
 * before until the indexer reaches them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table run_content_facts (
    project_id uuid not null,
    run_id uuid not null,
    changed_at timestamptz not null,
    type text not null,
    input_messages double precision,
    input_chars double precision,
    output_chars double precision,
    input_json smallint,
    output_json smallint,
    primary key (project_id, run_id),
    foreign key (project_id, run_id) references run (project_id, id) on delete cascade
  )`.execute(db);
  for (const fact of indexedFacts) {
    await sql`create index ${sql.id(`run_content_facts_${fact}_idx`)}
      on run_content_facts (project_id, type, ${sql.id(fact)})`.execute(db);
  }
  await sql`create table run_content_facts_state (
    id boolean primary key default true check (id),
    watermark_changed_at text,
    watermark_run_id uuid,
    indexed_at timestamptz
  )`.execute(db);
  await sql`insert into run_content_facts_state (id) values (true)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('run_content_facts_state').ifExists().execute();
  await db.schema.dropTable('run_content_facts').ifExists().execute();
}
