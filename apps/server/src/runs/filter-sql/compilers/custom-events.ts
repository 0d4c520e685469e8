import type { FilterParamsOf } from '@lookout/filters';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';
import { isOneOf } from '../value-list.js';

/** Custom events (type `custom-event`) with one of the chosen names. */
export function compileCustomEventsFilter(
  [names]: FilterParamsOf<'custom-events'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return eb.and([eb('run.type', '=', 'custom-event'), isOneOf(eb, eb.ref('run.name'), names)]);
}
