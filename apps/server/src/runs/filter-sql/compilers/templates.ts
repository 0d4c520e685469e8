import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';
import { isOneOf } from '../value-list.js';

/**
 * Runs made from one of the chosen templates: the value is either the
 * template version id the run recorded, or the template id an SDK sent
 * (kept in `extra.templateId`).
 */
export function compileTemplatesFilter(
  [templates]: FilterParamsOf<'templates'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return eb.or([
    isOneOf(eb, eb.ref('run.template_version_id'), templates),
    isOneOf(eb, sql<string | null>`(${eb.ref('run.extra')} ->> 'templateId')`, templates),
  ]);
}
