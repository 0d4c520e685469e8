import type { AnalyticsChartAnswer } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findTemplateVersionNames } from '../templates/template-version-names.js';

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
  const names = await findTemplateVersionNames(db, projectId, ids);
  const labels = new Map(names.map((row) => [row.versionId, `${row.slug} v${row.version}`]));
  return {
    ...answer,
    data: answer.data.map((row) => {
      const template = labels.get(row.name);
      return template ? { ...row, template } : row;
    }),
  };
}
