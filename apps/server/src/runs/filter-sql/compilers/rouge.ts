import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * Evaluation-only: ROUGE overlap between the answer and the expected answer.
 * Lookout does not run evaluations on logs yet, so the check matches nothing
 * until evaluation results are stored.
 */
export function compileRougeFilter(_params: FilterParamsOf<'rouge'>): RunCondition {
  return matchNoRun;
}
