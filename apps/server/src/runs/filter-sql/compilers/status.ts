import type { FilterParamsOf } from '@lookout/filters';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

/** The stored status of each choice; runs still `started` match neither. */
const runStatusOfChoice = {
  success: 'success',
  error: 'error',
} as const satisfies Record<FilterParamsOf<'status'>[0], string>;

/** Runs that completed (`success`) or failed (`error`). */
export function compileStatusFilter(
  [status]: FilterParamsOf<'status'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return eb('run.status', '=', runStatusOfChoice[status]);
}
