import { type Kysely, sql } from 'kysely';

/**
 * The logs search moves off the acknowledgement path (issue 18, see
 * `search/README.md`):
 * - `run_search`: one row per indexed run, keyed like `run` and deleted with
 *   it (retention, project deletion). `document` holds the lower-cased words
 *   (ASCII letters and digits) of the run's input and output stored text; a
 *   run too large for a `tsvector` keeps a NULL document and is always a
 *   candidate. Filled by the `search.index` job, never by the writer.
 * - `run_search_state`: the indexer's one watermark, `(changed_at, run_id)` of
 *   the last run indexed; runs changed at or after it are the un-indexed tail
 *   that searches scan.
 * - The trigram indexes of whole input and output JSON text (0005) are dropped:
 *   their upkeep was most of an insert's cost. The bounded `name` index stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table run_search (
    project_id uuid not null,
    run_id uuid not null,
    changed_at timestamptz not null,
    document tsvector,
    primary key (project_id, run_id),
    foreign key (project_id, run_id) references run (project_id, id) on delete cascade
  )`.execute(db);
  await sql`create index run_search_document_idx on run_search using gin (document)`.execute(db);
  await sql`create index run_search_unindexable_idx on run_search (project_id, run_id)
    where document is null`.execute(db);
  await sql`create table run_search_state (
    id boolean primary key default true check (id),
    watermark_changed_at text,
    watermark_run_id uuid,
    indexed_at timestamptz
  )`.execute(db);
  await sql`insert into run_search_state (id) values (true)`.execute(db);
  await db.schema.dropIndex('run_input_text_trgm_idx').ifExists().execute();
  await db.schema.dropIndex('run_output_text_trgm_idx').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists run_input_text_trgm_idx on run using gin ((input::text) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index if not exists run_output_text_trgm_idx on run using gin ((output::text) gin_trgm_ops)`.execute(
    db,
  );
  await db.schema.dropTable('run_search_state').ifExists().execute();
  await db.schema.dropTable('run_search').ifExists().execute();
}
