import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * Evaluation-only: an AI grades the answer against a requirement.
 * Lookout does not run evaluations on logs yet, so the check matches nothing
 * until evaluation results are stored.
 */
export function compileAssertionFilter(_params: FilterParamsOf<'assertion'>): RunCondition {
  return matchNoRun;
}
