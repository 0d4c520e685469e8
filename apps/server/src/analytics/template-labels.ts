import type { AnalyticsChartAnswer } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Names the rows of the Top templates list: a row's `name` stays the version
 * id (what a click filters the logs by), and `template` says which template
 * and version it is, `welcome v3`. Ids of deleted versions, or ids an SDK
 * sent that are not versions, get no `template`.
 */
export async function withTemplateLabels(
  db: Kysely<Database>,
  projectId: string,
  answer: AnalyticsChartAnswer,
): Promise<AnalyticsChartAnswer> {
  if (answer.kind !== 'top') return answer;
  const ids = answer.data.map((row) => row.name).filter((name) => uuidPattern.test(name));
  if (ids.length === 0) return answer;
  const rows = await db
    .selectFrom('template_version')
    .innerJoin('template', (join) =>
      join
        .onRef('template.project_id', '=', 'template_version.project_id')
        .onRef('template.id', '=', 'template_version.template_id'),
    )
    .select(['template_version.id', 'template.slug', 'template_version.version'])
    .where('template_version.project_id', '=', projectId)
    .where(sql<boolean>`template_version.id = any(${ids}::uuid[])`)
    .execute();
  const labels = new Map(rows.map((row) => [row.id, `${row.slug} v${row.version}`]));
  return {
    ...answer,
    data: answer.data.map((row) => {
      const template = labels.get(row.name);
      return template ? { ...row, template } : row;
    }),
  };
}
