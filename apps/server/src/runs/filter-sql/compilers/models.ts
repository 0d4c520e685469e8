import type { FilterParamsOf } from '@lookout/filters';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';
import { isOneOf } from '../value-list.js';

/** Runs whose model is one of the chosen names (exact, case-sensitive). */
export function compileModelsFilter(
  [models]: FilterParamsOf<'models'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return isOneOf(eb, eb.ref('run.model'), models);
}
