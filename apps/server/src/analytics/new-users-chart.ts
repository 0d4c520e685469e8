import type { AreaChartAnswer } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { compileFilterString } from '../runs/filter-sql/compile-filter-bar.js';
import type { ChartRange } from './chart-range.js';
import { areaChart } from './chart-sql.js';

/**
 * New users: each user counted once, in the bucket of their first run that
 * passes the filters, ever — a user active in the range whose first run came
 * before it is not new. Only users active in the range are looked up, once
 * each, by the `(project_id, user_id, created_at)` index.
 */
export function newUsersChart(db: Kysely<Database>, range: ChartRange): Promise<AreaChartAnswer> {
  const firstRun = db
    .selectFrom('run')
    .select((eb) => eb.fn.min('run.created_at').as('first_at'))
    .where('run.project_id', '=', range.projectId)
    .where(sql<boolean>`run.user_id = active.user_id`)
    .where((eb) => compileFilterString(range.filters, eb));
  return areaChart(db, range, {
    value: sql`count(distinct user_id)`,
    where: sql`user_id is not null and (user_id, created_at) in (
      select active.user_id, (${firstRun})
        from (select distinct user_id from r where user_id is not null) active)`,
  });
}
