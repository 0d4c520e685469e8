import { type Kysely, sql } from 'kysely';

/**
 * Trigram indexes (pg_trgm) for the logs search: `ILIKE '%text%'` on a run's
 * name and on the JSON text of its input and output (`input::text`), the
 * exact expressions the search conditions use, so a search reads the runs
 * holding the query's trigrams instead of the whole table. A query shorter
 * than three characters has no trigram and still scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTrigramExtension(db);
  await sql`create index run_name_trgm_idx on run using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index run_input_text_trgm_idx on run using gin ((input::text) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index run_output_text_trgm_idx on run using gin ((output::text) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'run_output_text_trgm_idx',
    'run_input_text_trgm_idx',
    'run_name_trgm_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}

/** SQLSTATEs of a missing extension (no control file) and of a role that may not create it. */
const missingExtension = '58P01';
const notAllowed = '42501';

/**
 * `create extension if not exists pg_trgm`, failing with what to do when the
 * server has no pg_trgm (PostgreSQL's contrib modules) or the role may not
 * create it. PGlite has it when opened with the extension (see database.ts).
 */
async function createTrigramExtension(db: Kysely<unknown>): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason = error instanceof Error ? error.message : String(error);
    if (code === missingExtension)
      throw new Error(
        `the logs search needs the PostgreSQL extension pg_trgm, which this server does not have (${reason}). Install PostgreSQL's contrib modules on the database server (the package is often named postgresql-contrib) and start Lookout again.`,
      );
    if (code === notAllowed)
      throw new Error(
        `the logs search needs the PostgreSQL extension pg_trgm, and this database role may not create it (${reason}). Have a superuser or the database owner run "create extension pg_trgm;" in this database, then start Lookout again.`,
      );
    throw error;
  }
}
