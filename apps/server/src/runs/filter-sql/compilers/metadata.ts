import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';
import { isStorableText } from '../text-pattern.js';

/**
 * Runs whose metadata key has exactly this value, compared as text: a number
 * or boolean value reads as its JSON spelling (`42`, `true`). Key and value
 * are both bound parameters.
 */
export function compileMetadataFilter(
  [key, value]: FilterParamsOf<'metadata'>,
  eb: RunExpressionBuilder,
): RunCondition {
  if (!isStorableText(key) || !isStorableText(value)) return matchNoRun;
  return eb(sql<string | null>`(${eb.ref('run.metadata')} ->> ${key}::text)`, '=', value);
}
