import { type Kysely, sql } from 'kysely';

/**
 * Read paths that stay fast at millions of runs.
 *
 * 1. Per end user totals on `external_user` (`run_count`, `cost` as `numeric`
 *    so adding and subtracting a run's cost cancels exactly, `tokens`), kept
 *    by statement-level triggers on `run` in the transaction that writes the
 *    runs, whatever path writes them (ingestion merges, a later event changing
 *    a run's cost or user, retention, user and project deletes): each
 *    statement's transition tables are grouped by user into deltas. An insert
 *    or update names users that may not be stored yet (the writer upserts
 *    users after their runs), so it upserts them; a delete only updates the
 *    rows still there (a project delete cascades to both tables). The users
 *    list then reads one row a user, in the order of an index, instead of
 *    counting every user's runs before paging. The runs stored before are
 *    summed here, so the totals start exact.
 *
 *    The triggers' names sort after the rollups' (0013), which take the
 *    project's advisory lock first: writers of one project reach these rows
 *    one at a time, in user order.
 *
 * 2. Sort indexes of the logs lists, one per sortable column that had none:
 *    `(project_id, type, <column>, id)` for the LLM calls and conversations
 *    lists (one type each) and `(project_id, <column>, id) where
 *    parent_run_id is null` for the traces list (its roots). The list reads
 *    the runs with a value in index order, then those without one
 *    (`pageRunsBySort`), so either direction is an index scan.
 */

/** Columns of the logs lists' sorts that had no index (`created_at` and `last_activity_at` had). */
export const runSortIndexColumns = [
  'duration_ms',
  'cost',
  'total_tokens',
  'prompt_tokens',
  'completion_tokens',
  'name',
  'model',
] as const;

/** Sorts of the users list, each an index of `external_user`. */
const userSortColumns = ['run_count', 'cost', 'last_seen', 'created_at'] as const;

/** A user id a run counts for: set and not empty (the writer stores no user without an id). */
const counted = `user_id is not null and user_id <> ''`;

/** The deltas of `source` (rows of `run` with a `sign` column, +1 or -1), one row a user. */
function deltas(source: string): string {
  return `select project_id, user_id, sum(sign) as runs,
           coalesce(sum(sign * cost::numeric), 0) as cost,
           coalesce(sum(sign * total_tokens), 0) as tokens,
           min(created_at) filter (where sign > 0) as first_at,
           max(created_at) filter (where sign > 0) as last_at
      from (${source}) s
     where ${counted}
     group by project_id, user_id`;
}

/** Adds the deltas of `source` to the users, inserting those not stored yet. */
function upsertTotals(source: string): string {
  return `
  insert into external_user as u (project_id, external_id, created_at, last_seen, run_count, cost, tokens)
  select project_id, user_id, coalesce(first_at, now()), coalesce(last_at, now()), runs, cost, tokens
    from (${deltas(source)}) d
   where runs <> 0 or cost <> 0 or tokens <> 0
   order by project_id, user_id
  on conflict (project_id, external_id) do update
     set run_count = u.run_count + excluded.run_count,
         cost = u.cost + excluded.cost,
         tokens = u.tokens + excluded.tokens,
         last_seen = greatest(u.last_seen, excluded.last_seen);`;
}

/** Subtracts the runs of `source` from the users still stored. */
function subtractTotals(source: string): string {
  return `
  update external_user u
     set run_count = u.run_count + d.runs, cost = u.cost + d.cost, tokens = u.tokens + d.tokens
    from (${deltas(source)}) d
   where u.project_id = d.project_id and u.external_id = d.user_id;`;
}

const triggers = {
  insert: {
    body: upsertTotals('select 1 as sign, * from new_runs'),
    transition: 'new table as new_runs',
  },
  update: {
    body: upsertTotals(
      'select -1 as sign, * from old_runs union all select 1 as sign, * from new_runs',
    ),
    transition: 'old table as old_runs new table as new_runs',
  },
  delete: {
    body: subtractTotals('select -1 as sign, * from old_runs'),
    transition: 'old table as old_runs',
  },
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table external_user
    add column run_count bigint not null default 0,
    add column cost numeric not null default 0,
    add column tokens bigint not null default 0`.execute(db);

  for (const [event, { body, transition }] of Object.entries(triggers)) {
    await sql
      .raw(`create function run_user_totals_on_${event}() returns trigger language plpgsql as $$
begin
${body}
  return null;
end $$`)
      .execute(db);
    await sql
      .raw(`create trigger run_user_totals_${event} after ${event} on run
  referencing ${transition} for each statement execute function run_user_totals_on_${event}()`)
      .execute(db);
  }

  // The runs stored before: every user with runs gets their exact totals.
  await sql
    .raw(`insert into external_user as u (project_id, external_id, created_at, last_seen, run_count, cost, tokens)
  select project_id, user_id, first_at, last_at, runs, cost, tokens
    from (${deltas('select 1 as sign, * from run')}) d
   order by project_id, user_id
  on conflict (project_id, external_id) do update
     set run_count = excluded.run_count, cost = excluded.cost, tokens = excluded.tokens,
         last_seen = greatest(u.last_seen, excluded.last_seen)`)
    .execute(db);

  for (const column of userSortColumns) {
    await sql
      .raw(`create index external_user_${column}_idx on external_user (project_id, ${column}, id)`)
      .execute(db);
  }
  for (const column of runSortIndexColumns) {
    await sql
      .raw(`create index run_project_type_${column}_idx on run (project_id, type, ${column}, id)`)
      .execute(db);
    await sql
      .raw(
        `create index run_project_roots_${column}_idx on run (project_id, ${column}, id) where parent_run_id is null`,
      )
      .execute(db);
  }
  await sql`analyze external_user`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of runSortIndexColumns) {
    await sql.raw(`drop index if exists run_project_type_${column}_idx`).execute(db);
    await sql.raw(`drop index if exists run_project_roots_${column}_idx`).execute(db);
  }
  for (const column of userSortColumns) {
    await sql.raw(`drop index if exists external_user_${column}_idx`).execute(db);
  }
  for (const event of Object.keys(triggers)) {
    await sql.raw(`drop trigger if exists run_user_totals_${event} on run`).execute(db);
    await sql.raw(`drop function if exists run_user_totals_on_${event}()`).execute(db);
  }
  await sql`alter table external_user
    drop column if exists run_count, drop column if exists cost, drop column if exists tokens`.execute(
    db,
  );
}
