import { type Kysely, sql } from 'kysely';

/**
 * `run_tag_rollup`: per 15-minute bucket of `created_at`, tag and the
 * dimensions a tag chart filters or measures by (type, status, model, thumb),
 * the run count and the sums of migration 0013's `run_rollup`. A run with two
 * tags counts once under each, as a chart split by tag counts it. Kept exact
 * in the writing transaction by statement-level triggers with transition
 * tables, the pattern of 0013 (same advisory lock, taken first by 0013's
 * triggers, which fire before these by name): a chart of runs by tag at 1M
 * runs reads a few thousand rows instead of every run's tags.
 */

const bucket = `date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00')`;
const lockClass = 1_013;

/** The plpgsql statements applying `source` (rows of `run` with a `sign` column, +1 or -1). */
function applyDeltas(source: string): string {
  const sums = ['runs', 'cost', 'tokens', 'duration_sum', 'duration_count'];
  const columns = `project_id, bucket, tag, type, status, model, thumb, dims_key, ${sums.join(', ')}`;
  return `
  perform pg_advisory_xact_lock(${lockClass}, hashtext(p::text))
     from (select distinct project_id as p from (${source}) s where cardinality(tags) > 0 order by 1) locks;
  with deltas as (
    select *, sha256(convert_to(length(tag) || ':' || tag || '|' || length(type) || ':' || type
             || '|' || length(status) || ':' || status
             || '|' || coalesce(length(model) || ':' || model, '~')
             || '|' || coalesce(length(thumb) || ':' || thumb, '~'), 'UTF8')) as dims_key
      from (
        select project_id, ${bucket} as bucket, tag, type, status, model, feedback ->> 'thumb' as thumb,
               sum(sign) as runs,
               coalesce(sum(sign * cost::numeric), 0) as cost,
               coalesce(sum(sign * total_tokens), 0) as tokens,
               coalesce(sum(sign * duration_ms), 0) as duration_sum,
               sum(sign * (duration_ms is not null)::int) as duration_count
          from (${source}) s cross join lateral unnest(s.tags) as tag
         group by 1, 2, 3, 4, 5, 6, 7) grouped),
  upserted as (
    insert into run_tag_rollup as t (${columns})
    select ${columns} from deltas where ${sums.map((sum) => `${sum} <> 0`).join(' or ')}
     order by project_id, bucket, dims_key
    on conflict (project_id, bucket, dims_key) do update
       set ${sums.map((sum) => `${sum} = t.${sum} + excluded.${sum}`).join(', ')}
    returning t.project_id, t.bucket, t.dims_key, t.runs as left_runs)
  select coalesce(array_agg(row(project_id, bucket, dims_key)::run_tag_rollup_emptied), '{}')
    into emptied from upserted where left_runs = 0;
  if cardinality(emptied) > 0 then
    delete from run_tag_rollup t using unnest(emptied) e
     where t.project_id = e.project_id and t.bucket = e.bucket and t.dims_key = e.dims_key
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

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table run_tag_rollup (
    project_id uuid not null,
    bucket timestamptz not null,
    tag text not null,
    type text not null,
    status text not null,
    model text,
    thumb text,
    runs bigint not null,
    cost numeric not null,
    tokens bigint not null,
    duration_sum bigint not null,
    duration_count bigint not null,
    dims_key bytea not null,
    constraint run_tag_rollup_key unique (project_id, bucket, dims_key))`.execute(db);
  // Its own type (not 0013's): this migration's triggers outlive a rollback of 0013.
  await sql`create type run_tag_rollup_emptied as (project_id uuid, bucket timestamptz, dims_key bytea)`.execute(
    db,
  );
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql
      .raw(`create function run_tag_rollup_on_${event}() returns trigger language plpgsql as $$
declare
  emptied run_tag_rollup_emptied[];
begin
${applyDeltas(sources[event])}
  return null;
end $$`)
      .execute(db);
    await sql
      .raw(`create trigger run_tag_rollup_${event} after ${event} on run
  referencing ${transitionTables[event]} for each statement execute function run_tag_rollup_on_${event}()`)
      .execute(db);
  }
  // The runs stored before: the rollup starts exact.
  await sql
    .raw(`do $$
declare
  emptied run_tag_rollup_emptied[];
begin
${applyDeltas('select 1 as sign, * from run')}
end $$`)
    .execute(db);
  await sql`analyze run_tag_rollup`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists run_tag_rollup_${event} on run`).execute(db);
    await sql.raw(`drop function if exists run_tag_rollup_on_${event}()`).execute(db);
  }
  await sql`drop table if exists run_tag_rollup`.execute(db);
  await sql`drop type if exists run_tag_rollup_emptied`.execute(db);
}
