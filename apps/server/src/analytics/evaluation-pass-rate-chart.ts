import type { AreaChartAnswer } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { bucketUnits, type ChartRange } from './chart-range.js';
import { chartRuns, maxSeries } from './chart-sql.js';

/**
 * Evaluation pass rate: of the gradings that reached a verdict (`done`, passed
 * or failed) on the runs of each bucket (by the run's start, filters applied
 * as on the logs), the share that passed, 0 to 1; one series per evaluator
 * (its current name), the total over all of them. Pending and failed-for-good
 * gradings count nowhere; a bucket without gradings is 0. `seriesIds` names
 * the evaluator of each series (the first by id when two share a name), so a
 * click can filter the logs by it.
 */
export async function evaluationPassRateChart(
  db: Kysely<Database>,
  range: ChartRange,
): Promise<AreaChartAnswer> {
  const { unit, step } = bucketUnits[range.granularity];
  const tz = range.timeZone;
  const runs = chartRuns(db, range).select('run.id');
  const rows = await sql<{
    date: Date;
    part: boolean | null;
    key: string | null;
    key_id: string | null;
    value: number;
  }>`
    with r as (${runs}),
    g as (
      select r.bucket, ev.name as key, ev.id::text as key_id, er.passed
        from r
        join evaluation_result er
          on er.project_id = ${range.projectId} and er.run_id = r.id
         and er.status = 'done' and er.passed is not null
        join evaluator ev on ev.project_id = er.project_id and ev.id = er.evaluator_id),
    b as (
      select bucket from generate_series(
        date_trunc(${unit}, ${range.startDate}::timestamptz at time zone ${tz}),
        date_trunc(${unit}, ${range.endDate}::timestamptz at time zone ${tz}),
        ${step}::interval) as bucket
      where (bucket at time zone ${tz}) at time zone ${tz} = bucket),
    v as (
      select bucket, grouping(key) = 0 as part, key, min(key_id) as key_id,
             avg(case when passed then 1 else 0 end)::float8 as value
        from g group by grouping sets ((bucket), (bucket, key)))
    select b.bucket at time zone ${tz} as date, v.part, v.key, v.key_id, coalesce(v.value, 0)::float8 as value
      from b left join v on v.bucket = b.bucket
     order by b.bucket`.execute(db);
  const points = new Map<string, AreaChartAnswer['data'][number]>();
  const parts: { date: string; key: string; value: number }[] = [];
  const weights = new Map<string, number>();
  const ids = new Map<string, string>();
  for (const row of rows.rows) {
    const date = new Date(row.date).toISOString();
    const point = points.get(date) ?? { date, value: 0 };
    points.set(date, point);
    if (!row.part) point.value = Number(row.value);
    else if (row.key !== null) {
      parts.push({ date, key: row.key, value: Number(row.value) });
      weights.set(row.key, (weights.get(row.key) ?? 0) + 1);
      const known = ids.get(row.key);
      if (row.key_id !== null && (known === undefined || row.key_id < known)) {
        ids.set(row.key, row.key_id);
      }
    }
  }
  // The evaluators graded in the most buckets first, then by name.
  const series = [...weights.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, maxSeries)
    .map(([key]) => key);
  const kept = new Set(series);
  const data = [...points.values()];
  for (const point of data) for (const key of series) point[key] = 0;
  for (const part of parts) {
    const point = points.get(part.date);
    if (point && kept.has(part.key)) point[part.key] = part.value;
  }
  const seriesIds: Record<string, string> = {};
  for (const key of series) {
    const id = ids.get(key);
    if (id !== undefined) seriesIds[key] = id;
  }
  return { kind: 'area', data, series, seriesIds, enrichmentsMissing: false };
}
