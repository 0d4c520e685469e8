import type { FilterParamsOf } from '@lookout/filters';
import { compareNumber } from '../number-comparison.js';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

/** Runs whose cost in dollars compares with the amount. Runs without a known cost never match. */
export function compileCostFilter(
  [operator, dollars]: FilterParamsOf<'cost'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return compareNumber(eb, eb.ref('run.cost'), operator, dollars);
}
