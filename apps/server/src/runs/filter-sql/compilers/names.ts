import type { FilterParamsOf } from '@lookout/filters';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';
import { isOneOf } from '../value-list.js';

/** Runs of any type with one of the chosen names (exact, case-sensitive, as stored). */
export function compileNamesFilter(
  [names]: FilterParamsOf<'names'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return isOneOf(eb, eb.ref('run.name'), names);
}
