import type { FilterParamsOf } from '@lookout/filters';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';
import { isOneOf } from '../value-list.js';

/** Runs of one of the chosen end users (the app's own user ids, exact). */
export function compileUsersFilter(
  [users]: FilterParamsOf<'users'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return isOneOf(eb, eb.ref('run.user_id'), users);
}
