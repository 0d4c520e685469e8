import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Rows of `run_rollup`, `run_total_rollup`, `run_user_rollup` (migration 0013) and
 * `run_tag_rollup` (0015) that differ from a fresh aggregation of `run`, written apart from their triggers.
 */
export async function rollupDrift(db: Kysely<Database>): Promise<unknown[]> {
  const { rows } = await sql`
    with bucketed as (
      select *, date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') as bucket from run),
    runs as (
      select project_id, bucket, type, status, model, name,
             coalesce(template_version_id, extra ->> 'templateId') as template,
             feedback ->> 'thumb' as thumb, count(*)::bigint as runs,
             coalesce(sum(cost::numeric), 0) as cost, coalesce(sum(total_tokens), 0)::bigint as tokens,
             coalesce(sum(duration_ms), 0)::bigint as duration_sum, count(duration_ms)::bigint as duration_count
        from bucketed group by 1, 2, 3, 4, 5, 6, 7, 8),
    totals as (
      select project_id, bucket, type, status, feedback ->> 'thumb' as thumb, count(*)::bigint as runs,
             coalesce(sum(cost::numeric), 0) as cost, coalesce(sum(total_tokens), 0)::bigint as tokens,
             coalesce(sum(duration_ms), 0)::bigint as duration_sum, count(duration_ms)::bigint as duration_count
        from bucketed group by 1, 2, 3, 4, 5),
    tags as (
      select project_id, bucket, tag, type, status, model, feedback ->> 'thumb' as thumb, count(*)::bigint as runs,
             coalesce(sum(cost::numeric), 0) as cost, coalesce(sum(total_tokens), 0)::bigint as tokens,
             coalesce(sum(duration_ms), 0)::bigint as duration_sum, count(duration_ms)::bigint as duration_count
        from bucketed cross join lateral unnest(tags) as tag group by 1, 2, 3, 4, 5, 6, 7),
    per_quarter as (
      select project_id, date_bin('1 day', created_at, timestamptz '2000-01-01 00:00:00+00') as day, user_id,
             floor(extract(epoch from created_at - date_bin('1 day', created_at, timestamptz '2000-01-01 00:00:00+00')) / 900)::int as q,
             count(*) as n, coalesce(sum(cost::numeric), 0) as cost, coalesce(sum(total_tokens), 0) as tokens
        from run where user_id is not null group by 1, 2, 3, 4),
    user_days as (
      select project_id, day, user_id, sum(n)::bigint as runs, sum(cost) as cost, sum(tokens)::bigint as tokens,
             jsonb_object_agg(q, n) as counts
        from per_quarter group by 1, 2, 3),
    users as (
      select project_id, day, user_id, runs, cost, tokens,
             array(select coalesce((counts ->> i::text)::int, 0) from generate_series(0, 95) i order by i) as quarters,
             (select string_agg(case when counts ? i::text then '1' else '0' end, '' order by i)
                from generate_series(0, 95) i)::bit(96) as presence
        from user_days)
    (select 'missing' as drift, to_jsonb(d) as row from (select * from runs except all select * from (select project_id, bucket, type, status, model, name, template, thumb, runs, cost, tokens, duration_sum, duration_count from run_rollup) r) d)
    union all
    (select 'extra', to_jsonb(d) from (select * from (select project_id, bucket, type, status, model, name, template, thumb, runs, cost, tokens, duration_sum, duration_count from run_rollup) r except all select * from runs) d)
    union all
    (select 'missing total', to_jsonb(d) from (select * from totals except all select * from (select project_id, bucket, type, status, thumb, runs, cost, tokens, duration_sum, duration_count from run_total_rollup) r) d)
    union all
    (select 'extra total', to_jsonb(d) from (select * from (select project_id, bucket, type, status, thumb, runs, cost, tokens, duration_sum, duration_count from run_total_rollup) r except all select * from totals) d)
    union all
    (select 'missing tag', to_jsonb(d) from (select * from tags except all select * from (select project_id, bucket, tag, type, status, model, thumb, runs, cost, tokens, duration_sum, duration_count from run_tag_rollup) r) d)
    union all
    (select 'extra tag', to_jsonb(d) from (select * from (select project_id, bucket, tag, type, status, model, thumb, runs, cost, tokens, duration_sum, duration_count from run_tag_rollup) r except all select * from tags) d)
    union all
    (select 'missing user', to_jsonb(d) from (select * from users except all select * from run_user_rollup) d)
    union all
    (select 'extra user', to_jsonb(d) from (select * from run_user_rollup except all select * from users) d)
    limit 10`.execute(db);
  return rows;
}
