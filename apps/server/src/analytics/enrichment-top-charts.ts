import type { AnalyticsChartAnswer, EnricherKind } from '@lookout/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ChartRange } from './chart-range.js';
import { chartRuns } from './chart-sql.js';

/** Whether the project has an enabled enricher of `kind` (else the chart says enrichments are missing). */
async function enricherEnabled(
  db: Kysely<Database>,
  projectId: string,
  kind: EnricherKind,
): Promise<boolean> {
  const row = await db
    .selectFrom('enricher')
    .select('enabled')
    .where('project_id', '=', projectId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.enabled === true;
}

/**
 * A Top list over the enrichments of the range's runs (its filters applied):
 * each name a value of `names` (a set-returning expression over the run's
 * `run_enrichment` row `re`), ranked by the runs that have it.
 */
async function enrichmentTop(
  db: Kysely<Database>,
  range: ChartRange,
  limit: number,
  names: RawBuilder<unknown>,
): Promise<{ name: string; value: number }[]> {
  const runs = chartRuns(db, range).select('run.id as run_id');
  const { rows } = await sql<{ name: string; value: number }>`
    with r as (${runs})
    select n.name, count(distinct r.run_id)::float8 as value
      from r
      join run_enrichment re on re.project_id = ${range.projectId} and re.run_id = r.run_id
      cross join lateral (${names}) as n(name)
     where n.name is not null
     group by n.name
     order by value desc, n.name
     limit ${limit}`.execute(db);
  return rows.map((row) => ({ name: String(row.name), value: Number(row.value) }));
}

/**
 * Top languages: runs by the language of what the user wrote (the input's,
 * or the output's for a run without input).
 */
export async function topLanguagesChart(
  db: Kysely<Database>,
  range: ChartRange,
  { limit }: { limit: number },
): Promise<AnalyticsChartAnswer> {
  const data = await enrichmentTop(
    db,
    range,
    limit,
    sql`select coalesce(re.input_language, re.output_language)`,
  );
  return {
    kind: 'top',
    data,
    enrichmentsMissing: !(await enricherEnabled(db, range.projectId, 'language')),
  };
}

/** Top topics: runs by topic, a run counted once per topic found in its input or output. */
export async function topTopicsChart(
  db: Kysely<Database>,
  range: ChartRange,
  { limit }: { limit: number },
): Promise<AnalyticsChartAnswer> {
  const data = await enrichmentTop(
    db,
    range,
    limit,
    sql`select unnest(coalesce(re.input_topics, '{}') || coalesce(re.output_topics, '{}'))`,
  );
  return {
    kind: 'top',
    data,
    enrichmentsMissing: !(await enricherEnabled(db, range.projectId, 'topics')),
  };
}
