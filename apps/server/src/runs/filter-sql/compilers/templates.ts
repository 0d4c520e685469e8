import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';
import { isStorableText } from '../text-pattern.js';

/**
 * Runs made from one of the chosen templates: the value is either the
 * template version id the run recorded, a template's id (any of its
 * versions: what the filter bar offers, from `/filters/templates`), or the
 * template id an SDK sent (kept in `extra.templateId`).
 *
 * The first part is what the indexes of migration 0040 answer: the version
 * ids (the values and every version of the templates they name, read once
 * before the runs) or the SDK's template id, each behind an `is not null`
 * that lets the planner use the partial indexes. A popular template is still
 * read newest first; one with few or no runs no longer scans the project.
 * The second part keeps a template's versions to the run's own project.
 */
export function compileTemplatesFilter(
  [templates]: FilterParamsOf<'templates'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const values = templates.filter(isStorableText);
  if (values.length === 0) return matchNoRun;
  const versionId = eb.ref('run.template_version_id');
  const sdkTemplateId = sql<string | null>`(${eb.ref('run.extra')} ->> 'templateId')`;
  const candidateVersionIds = sql`array(select value from unnest(${values}::text[]) as value
    union all
    select tv.id::text from template_version as tv where tv.template_id::text = any(${values}::text[]))`;
  return eb.and([
    eb.or([
      sql<boolean>`(${versionId} is not null and ${versionId} = any(${candidateVersionIds}))`,
      sql<boolean>`(${sdkTemplateId} is not null and ${sdkTemplateId} = any(${values}::text[]))`,
    ]),
    eb.or([
      sql<boolean>`${versionId} = any(${values}::text[])`,
      sql<boolean>`${sdkTemplateId} = any(${values}::text[])`,
      sql<boolean>`${versionId} in (select tv.id::text
        from template_version as tv
        where tv.project_id = ${eb.ref('run.project_id')}
          and tv.template_id::text = any(${values}::text[]))`,
    ]),
  ]);
}
