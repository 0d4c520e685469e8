import type { AreaChartAnswer } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { bucketUnits, type ChartRange } from './chart-range.js';
import { chartRuns } from './chart-sql.js';

const series = ['passed', 'blocked'] as const;

/**
 * Guardrail decisions: the checks answered in each bucket (by when they were
 * answered, in the chart's time zone), split into passed and blocked, the total
 * over both. Without filters every recorded decision counts; with filters only
 * decisions recorded on a run that the filters select (whatever the run's own
 * start) count, since the filters describe runs.
 */
export async function guardrailDecisionsChart(
  db: Kysely<Database>,
  range: ChartRange,
): Promise<AreaChartAnswer> {
  const { unit, step } = bucketUnits[range.granularity];
  const tz = range.timeZone;
  const onRuns = range.filters.trim() !== '';
  const runs = chartRuns(db, {
    ...range,
    startDate: '1970-01-01T00:00:00Z',
    endDate: '9999-12-31T00:00:00Z',
  }).select('run.id');
  const rows = await sql<{ date: Date; passed: number; blocked: number }>`
    with d as (
      select date_trunc(${unit}, gd.created_at at time zone ${tz}) as bucket, gd.passed
        from guardrail_decision gd
       where gd.project_id = ${range.projectId}
         and gd.created_at >= ${range.startDate}::timestamptz
         and gd.created_at <= ${range.endDate}::timestamptz
         ${onRuns ? sql`and gd.run_id in (select id from (${runs}) r)` : sql``}),
    b as (
      select bucket from generate_series(
        date_trunc(${unit}, ${range.startDate}::timestamptz at time zone ${tz}),
        date_trunc(${unit}, ${range.endDate}::timestamptz at time zone ${tz}),
        ${step}::interval) as bucket
      where (bucket at time zone ${tz}) at time zone ${tz} = bucket),
    v as (
      select bucket, count(*) filter (where passed) as passed,
             count(*) filter (where not passed) as blocked
        from d group by bucket)
    select b.bucket at time zone ${tz} as date,
           coalesce(v.passed, 0)::int as passed, coalesce(v.blocked, 0)::int as blocked
      from b left join v on v.bucket = b.bucket
     order by b.bucket`.execute(db);
  const data = rows.rows.map((row) => ({
    date: new Date(row.date).toISOString(),
    value: Number(row.passed) + Number(row.blocked),
    passed: Number(row.passed),
    blocked: Number(row.blocked),
  }));
  return { kind: 'area', data, series: [...series], enrichmentsMissing: false };
}
