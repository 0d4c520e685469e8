import type { FilterParamsOf } from '@lookout/filters';
import { matchNoRun, type RunCondition } from '../run-condition.js';

/**
 * Sentiment comes from a sentiment classifier run on each log's text.
 * Lookout does not store it yet, so until that enrichment exists the filter
 * matches nothing (it never fails the query).
 */
export function compileSentimentFilter(_params: FilterParamsOf<'sentiment'>): RunCondition {
  return matchNoRun;
}
