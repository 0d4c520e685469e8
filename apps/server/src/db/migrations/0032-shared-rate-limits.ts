import { type Kysely, sql } from 'kysely';

/**
 * Request rate limits shared by every server process on one PostgreSQL
 * (issue 18, "stateless server processes"): one row per limited key and
 * scope, holding the hits of its current fixed window. Unlogged: a crash may
 * forget the counts of the last minute, which only lets a client in early,
 * and the hot upserts write no WAL (nor reach a read replica, which has no
 * use for them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table rate_limit_window (
      scope text not null,
      key text not null,
      window_start timestamptz not null,
      hits integer not null,
      primary key (scope, key)
    )
  `.execute(db);
  await sql`create index rate_limit_window_start_idx on rate_limit_window (window_start)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_window').execute();
}
