import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * Toxicity comes from a toxicity detector run on each log's text.
 * Lookout does not store it yet, so until that enrichment exists the filter
 * matches nothing (it never fails the query).
 */
export function compileToxicityFilter(_params: FilterParamsOf<'toxicity'>): RunCondition {
  return matchNoRun;
}
