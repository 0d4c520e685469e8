import { type Kysely, sql } from 'kysely';

/**
 * The runs stored without their parent, by when they last changed: the
 * settle sweep (`write-path/unsettled-runs-sweep.ts`) reads the recent ones
 * every minute, however many old orphans of partial traces there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index run_orphan_changed_idx on run (changed_at)
    where missing_parent_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists run_orphan_changed_idx`.execute(db);
}
