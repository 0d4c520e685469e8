import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Rows of `run_rollup` and `run_user_rollup` that differ from a fresh aggregation of `run`. */
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
    users as (
      select project_id, bucket, user_id, count(*)::bigint as runs,
             coalesce(sum(cost::numeric), 0) as cost, coalesce(sum(total_tokens), 0)::bigint as tokens
        from bucketed where user_id is not null group by 1, 2, 3)
    (select 'missing' as drift, to_jsonb(d) as row from (select * from runs except all select * from run_rollup) d)
    union all
    (select 'extra', to_jsonb(d) from (select * from run_rollup except all select * from runs) d)
    union all
    (select 'missing user', to_jsonb(d) from (select * from users except all select * from run_user_rollup) d)
    union all
    (select 'extra user', to_jsonb(d) from (select * from run_user_rollup except all select * from users) d)
    limit 10`.execute(db);
  return rows;
}
