import { type Kysely, sql } from 'kysely';

/**
 * Exact rollups of `run` for the dashboards, kept by statement-level triggers
 * in the transaction that writes the runs, whatever code path writes them
 * (ingestion merges, late `end` events, feedback, run and project deletes,
 * retention): each statement's transition tables are aggregated into deltas
 * (the OLD rows subtracted, the NEW rows added) and upserted into
 *
 * - `run_rollup`: per 15-minute bucket of `created_at` and the dimensions
 *   charts group or filter by (type, status, model, name, template, thumb),
 *   the run count and the sums charts need (cost as `numeric`, so adding and
 *   subtracting a run's cost cancels exactly; tokens; duration and how many
 *   durations are known);
 * - `run_total_rollup`: the same with type, status and thumb only (a few
 *   rows a bucket instead of dozens), for the charts that need no more;
 * - `run_user_rollup`: per UTC day and end user, the run count and sums (the
 *   users Top list) and the runs per quarter hour with a 96-bit presence mask:
 *   distinct users cannot be summed across buckets, but a user is active in a
 *   chart bucket when their mask meets the bucket's quarters — one row a user
 *   a day instead of up to 96.
 *
 * 15 minutes: every current time zone offset is a multiple of it, so any
 * zone's hour, day or week is a union of these buckets.
 *
 * Writers of one project are serialised by a transaction-level advisory lock
 * taken (in project order) before the upserts: two transactions never wait on
 * each other's rollup rows in opposite orders, so no deadlock and no lost
 * update. Ingestion already writes a project from one lane, so this costs it
 * nothing. No foreign key to `project`: a project delete cascades to `run`,
 * whose trigger then subtracts every run and removes the emptied rows.
 */

const bucket = `date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00')`;
const day = `date_bin('1 day', created_at, timestamptz '2000-01-01 00:00:00+00')`;

/** Advisory lock class of the rollup writers (the key is the project's hash). */
export const rollupLockClass = 1_013;

/** Each run's value of a dimension a rollup keeps. */
const dimensions = {
  type: 'type',
  status: 'status',
  model: 'model',
  name: 'name',
  template: "coalesce(template_version_id, extra ->> 'templateId')",
  thumb: "feedback ->> 'thumb'",
} as const;
type Dimension = keyof typeof dimensions;

/**
 * The rollups by dimensions: `run_rollup` keeps all of them; `run_total_rollup`
 * only type, status and thumb (a few rows a bucket instead of dozens), for the
 * charts that split or filter by nothing else.
 */
const rollups: { table: string; dims: Dimension[] }[] = [
  { table: 'run_rollup', dims: ['type', 'status', 'model', 'name', 'template', 'thumb'] },
  { table: 'run_total_rollup', dims: ['type', 'status', 'thumb'] },
];

/** Dimensions that are never null. */
const notNull = new Set(['project_id', 'bucket', 'type', 'status']);

/** Upserts the deltas of `source` into `table`, then removes the rows it emptied. */
function upsertDeltas(table: string, dims: Dimension[], source: string): string {
  const keys = ['project_id', 'bucket', ...dims].join(', ');
  const sums = ['runs', 'cost', 'tokens', 'duration_sum', 'duration_count'];
  const columns = `${keys}, dims_key, ${sums.join(', ')}`;
  return `
  with deltas as (
    select project_id, bucket, ${dims.join(', ')}, ${dimensionsKey(dims)} as dims_key, ${sums.join(', ')}
      from (
        select project_id, ${bucket} as bucket, ${dims.map((dim) => `${dimensions[dim]} as ${dim}`).join(', ')},
               sum(sign) as runs,
               coalesce(sum(sign * cost::numeric), 0) as cost,
               coalesce(sum(sign * total_tokens), 0) as tokens,
               coalesce(sum(sign * duration_ms), 0) as duration_sum,
               sum(sign * (duration_ms is not null)::int) as duration_count
          from (${source}) s
         group by ${keys}) grouped),
  upserted as (
    insert into ${table} as t (${columns})
    select ${columns} from deltas where ${sums.map((sum) => `${sum} <> 0`).join(' or ')}
     order by project_id, bucket, dims_key
    on conflict (project_id, bucket, dims_key) do update
       set ${sums.map((sum) => `${sum} = t.${sum} + excluded.${sum}`).join(', ')}
    returning t.project_id, t.bucket, t.dims_key, t.runs as left_runs)
  select coalesce(array_agg(row(project_id, bucket, dims_key)::rollup_emptied), '{}')
    into ${table}_emptied from upserted where left_runs = 0;
  if cardinality(${table}_emptied) > 0 then
    delete from ${table} t using unnest(${table}_emptied) e
     where t.project_id = e.project_id and t.bucket = e.bucket and t.dims_key = e.dims_key
       and t.runs = 0;
  end if;`;
}

/**
 * A short unique key of a row's dimensions: SHA-256 of each value with its
 * length (null apart from ''). Names and models may be 500 characters each,
 * more than a B-tree row holds together, so the unique index is on this key.
 */
function dimensionsKey(dims: Dimension[]): string {
  const parts = dims.map((dim) => `coalesce(length(${dim}) || ':' || ${dim}, '~')`);
  return `sha256(convert_to(${parts.join(" || '|' || ")}, 'UTF8'))`;
}

/** The plpgsql statements applying `source` (rows of `run` with a `sign` column, +1 or -1). */
function applyDeltas(source: string): string {
  return `
  perform pg_advisory_xact_lock(${rollupLockClass}, hashtext(p::text))
     from (select distinct project_id as p from (${source}) s order by 1) locks;

${rollups.map(({ table, dims }) => upsertDeltas(table, dims, source)).join('\n')}

  with quarters as (
    select project_id, ${day} as day, user_id,
           floor(extract(epoch from created_at - ${day}) / 900)::int as quarter,
           sum(sign) as runs,
           coalesce(sum(sign * cost::numeric), 0) as cost,
           coalesce(sum(sign * total_tokens), 0) as tokens
      from (${source}) s
     where user_id is not null
     group by 1, 2, 3, 4),
  deltas as (
    select project_id, day, user_id, sum(runs) as runs, sum(cost) as cost, sum(tokens) as tokens,
           run_user_quarters(array_agg(quarter), array_agg(runs)) as quarters
      from quarters group by 1, 2, 3),
  upserted as (
    insert into run_user_rollup as t
    select *, run_user_presence(quarters) from deltas
     where runs <> 0 or cost <> 0 or tokens <> 0 or quarters <> run_user_quarters('{}', '{}')
     order by project_id, day, user_id
    on conflict (project_id, day, user_id) do update
       set runs = t.runs + excluded.runs, cost = t.cost + excluded.cost, tokens = t.tokens + excluded.tokens,
           quarters = run_user_add(t.quarters, excluded.quarters),
           presence = run_user_presence(run_user_add(t.quarters, excluded.quarters))
    returning t.project_id, t.day, t.user_id, t.runs)
  select coalesce(array_agg(row(project_id, day, user_id)::run_user_rollup_emptied), '{}')
    into emptied_users from upserted where runs = 0;
  if cardinality(emptied_users) > 0 then
    delete from run_user_rollup t using unnest(emptied_users) e
     where t.project_id = e.project_id and t.day = e.day and t.user_id = e.user_id
       and t.runs = 0;
  end if;`;
}

const sources = {
  insert: 'select 1 as sign, * from new_runs',
  delete: 'select -1 as sign, * from old_runs',
  update: 'select -1 as sign, * from old_runs union all select 1 as sign, * from new_runs',
} as const;

const transitionTables = {
  insert: 'new table as new_runs',
  delete: 'old table as old_runs',
  update: 'old table as old_runs new table as new_runs',
} as const;

/** The plpgsql variables `applyDeltas` uses. */
const declarations = [
  ...rollups.map(({ table }) => `  ${table}_emptied rollup_emptied[];`),
  '  emptied_users run_user_rollup_emptied[];',
].join('\n');

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, dims } of rollups) {
    const columns = dims.map((dim) => `${dim} text${notNull.has(dim) ? ' not null' : ''}`);
    await sql
      .raw(`create table ${table} (
    project_id uuid not null,
    bucket timestamptz not null,
    ${columns.join(',\n    ')},
    runs bigint not null,
    cost numeric not null,
    tokens bigint not null,
    duration_sum bigint not null,
    duration_count bigint not null,
    dims_key bytea not null,
    constraint ${table}_key unique (project_id, bucket, dims_key))`)
      .execute(db);
  }
  await sql`create table run_user_rollup (
    project_id uuid not null,
    day timestamptz not null,
    user_id text not null,
    runs bigint not null,
    cost numeric not null,
    tokens bigint not null,
    quarters int[] not null,
    presence bit(96) not null,
    constraint run_user_rollup_pk primary key (project_id, day, user_id))`.execute(db);
  // Runs of a user-day per quarter hour: 96 counts from sparse (quarter, count) pairs.
  await sql`create function run_user_quarters(quarter int[], counts bigint[]) returns int[]
    language sql immutable as $$
      select array_agg(coalesce(d.runs, 0)::int order by i)
        from generate_series(0, 95) i
        left join (select q, sum(c) as runs from unnest(quarter, counts) u(q, c) group by q) d on d.q = i
    $$`.execute(db);
  await sql`create function run_user_add(a int[], b int[]) returns int[] language sql immutable as $$
      select array_agg(x + y order by i) from unnest(a, b) with ordinality t(x, y, i)
    $$`.execute(db);
  // Bit i is set when the user has a run in quarter i of the day.
  await sql`create function run_user_presence(counts int[]) returns bit(96) language sql immutable as $$
      select string_agg(case when x <> 0 then '1' else '0' end, '' order by i)::bit(96)
        from unnest(counts) with ordinality t(x, i)
    $$`.execute(db);
  // Keys of the rows a statement emptied, removed after its upsert.
  await sql`create type rollup_emptied as (project_id uuid, bucket timestamptz, dims_key bytea)`.execute(
    db,
  );
  await sql`create type run_user_rollup_emptied as (project_id uuid, day timestamptz, user_id text)`.execute(
    db,
  );

  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql
      .raw(`create function run_rollup_on_${event}() returns trigger language plpgsql as $$
declare
${declarations}
begin
${applyDeltas(sources[event])}
  return null;
end $$`)
      .execute(db);
    await sql
      .raw(`create trigger run_rollup_${event} after ${event} on run
  referencing ${transitionTables[event]} for each statement execute function run_rollup_on_${event}()`)
      .execute(db);
  }

  // The runs stored before: the rollups start exact.
  await sql
    .raw(`do $$
declare
${declarations}
begin
${applyDeltas('select 1 as sign, * from run')}
end $$`)
    .execute(db);
  // Plans for the charts' first reads, before autovacuum comes by.
  for (const table of [...rollups.map((rollup) => rollup.table), 'run_user_rollup']) {
    await sql.raw(`analyze ${table}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists run_rollup_${event} on run`).execute(db);
    await sql.raw(`drop function if exists run_rollup_on_${event}()`).execute(db);
  }
  await sql`drop table if exists run_user_rollup`.execute(db);
  await sql`drop type if exists run_user_rollup_emptied`.execute(db);
  for (const { table } of rollups) await sql.raw(`drop table if exists ${table}`).execute(db);
  await sql`drop type if exists rollup_emptied`.execute(db);
  for (const fn of [
    'run_user_quarters(int[], bigint[])',
    'run_user_add(int[], int[])',
    'run_user_presence(int[])',
  ]) {
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
}
