import { ApiError } from '../http/api-error.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';
import { describeCheckProblem, isEvaluationCheckId, withDefaultParams } from './check-engine.js';

/**
 * Checks an evaluator's type and parameters with the check engine and answers
 * the parameters with their catalogue defaults filled in; refuses with 400
 * naming `type` (an unknown evaluation type) or `params` (a bad parameter).
 * @example checkedParams('guidelines', []) // [50]
 */
export function checkedParams(type: string, params: unknown[]): (string | number | string[])[] {
  const problem = describeCheckProblem(type, params);
  if (problem)
    throw new ApiError(
      400,
      'Invalid request',
      `${isEvaluationCheckId(type) ? 'params' : 'type'}: ${problem}`,
    );
  return withDefaultParams(type, params) as (string | number | string[])[];
}

/**
 * Refuses a filter string that cannot select production runs: 400 naming
 * `filters` and each problem. It is read like a logs filter bar, so the
 * evaluation-only checks (assertion, tone…) are refused there.
 */
export function assertValidRunSelection(filters: string): void {
  assertValidFilterString(filters, 'filters');
}
