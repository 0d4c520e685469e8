import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * End users whose kept totals (`run_count`, `cost`, `tokens` of migration
 * 0031) differ from a fresh GROUP BY of `run`, and users with runs but no
 * row: written apart from the triggers, to catch any drift.
 */
export async function userTotalsDrift(db: Kysely<Database>): Promise<unknown[]> {
  const { rows } = await sql`
    with fresh as (
      select project_id, user_id as external_id, count(*)::bigint as run_count,
             coalesce(sum(cost::numeric), 0) as cost, coalesce(sum(total_tokens), 0)::bigint as tokens
        from run where user_id is not null and user_id <> '' group by 1, 2),
    kept as (
      select project_id, external_id, run_count, cost, tokens from external_user),
    compared as (
      select coalesce(f.project_id, k.project_id) as project_id,
             coalesce(f.external_id, k.external_id) as external_id,
             coalesce(f.run_count, 0) as fresh_runs, k.run_count as kept_runs,
             coalesce(f.cost, 0) as fresh_cost, k.cost as kept_cost,
             coalesce(f.tokens, 0) as fresh_tokens, k.tokens as kept_tokens
        from fresh f full join kept k using (project_id, external_id))
    select * from compared
     where kept_runs is null or fresh_runs <> kept_runs or fresh_cost <> kept_cost
        or fresh_tokens <> kept_tokens`.execute(db);
  return rows;
}
