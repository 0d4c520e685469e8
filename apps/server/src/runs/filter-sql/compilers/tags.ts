import type { FilterParamsOf } from '@lookout/filters';
import { type SqlBool, sql } from 'kysely';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';
import { isStorableText } from '../text-pattern.js';

/** Runs carrying at least one of the chosen tags (array overlap, served by the GIN index). */
export function compileTagsFilter(
  [tags]: FilterParamsOf<'tags'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const storable = tags.filter(isStorableText);
  if (storable.length === 0) return matchNoRun;
  return sql<SqlBool>`(${eb.ref('run.tags')} && array[${sql.join(storable)}]::text[])`;
}
