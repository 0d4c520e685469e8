import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * Evaluation-only: an AI scores how well the answer follows guidelines.
 * Lookout does not run evaluations on logs yet, so the check matches nothing
 * until evaluation results are stored.
 */
export function compileGuidelinesFilter(_params: FilterParamsOf<'guidelines'>): RunCondition {
  return matchNoRun;
}
