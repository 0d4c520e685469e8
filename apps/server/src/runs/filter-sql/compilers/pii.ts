import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * PII (either choice) comes from a personal-data detector run on each log.
 * Lookout does not store it yet, so until that enrichment exists the filter
 * matches nothing (it never fails the query).
 */
export function compilePiiFilter(_params: FilterParamsOf<'pii'>): RunCondition {
  return matchNoRun;
}
