import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';
import { isStorableText } from '../text-pattern.js';
import { isOneOf } from '../value-list.js';

/**
 * Runs made from one of the chosen templates: the value is either the
 * template version id the run recorded, a template's id (any of its
 * versions: what the filter bar offers, from `/filters/templates`), or the
 * template id an SDK sent (kept in `extra.templateId`).
 */
export function compileTemplatesFilter(
  [templates]: FilterParamsOf<'templates'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const storable = templates.filter(isStorableText);
  return eb.or([
    isOneOf(eb, eb.ref('run.template_version_id'), templates),
    isOneOf(eb, sql<string | null>`(${eb.ref('run.extra')} ->> 'templateId')`, templates),
    sql<boolean>`${eb.ref('run.template_version_id')} in (select tv.id::text
      from template_version as tv
      where tv.project_id = ${eb.ref('run.project_id')}
        and tv.template_id::text = any(${storable}::text[]))`,
  ]);
}
