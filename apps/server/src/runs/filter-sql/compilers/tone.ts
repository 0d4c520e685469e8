import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * Evaluation-only: an AI grades the persona the answer speaks in.
 * Lookout does not run evaluations on logs yet, so the check matches nothing
 * until evaluation results are stored.
 */
export function compileToneFilter(_params: FilterParamsOf<'tone'>): RunCondition {
  return matchNoRun;
}
