import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * Topics come from a topic classifier run on each log's input or output.
 * Lookout does not store it yet, so until that enrichment exists the filter
 * matches nothing (it never fails the query).
 */
export function compileTopicsFilter(_params: FilterParamsOf<'topics'>): RunCondition {
  return matchNoRun;
}
