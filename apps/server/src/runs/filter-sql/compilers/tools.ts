import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';
import { isStorableText, likePattern } from '../text-pattern.js';

/** Tool runs whose name contains the text, ignoring case (`%` and `_` match themselves). */
export function compileToolsFilter(
  [toolName]: FilterParamsOf<'tools'>,
  eb: RunExpressionBuilder,
): RunCondition {
  if (!isStorableText(toolName)) return matchNoRun;
  return eb.and([
    eb('run.type', '=', 'tool'),
    eb('run.name', 'ilike', likePattern(toolName, 'contains')),
  ]);
}
