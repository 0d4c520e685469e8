import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * Evaluation-only: an AI compares the answer with the expected answer.
 * Lookout does not run evaluations on logs yet, so the check matches nothing
 * until evaluation results are stored.
 */
export function compileFactualnessFilter(_params: FilterParamsOf<'factualness'>): RunCondition {
  return matchNoRun;
}
