import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { runEnrichmentMatches, sideColumn } from '../enrichment-condition.js';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

/**
 * Runs whose chosen side the toxicity enricher found toxic (`toxic`) or
 * looked at and found clean (`non-toxicity`).
 */
export function compileToxicityFilter(
  [field, choice]: FilterParamsOf<'toxicity'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const toxic = sideColumn(field, 'toxic');
  return runEnrichmentMatches(
    eb,
    choice === 'toxic' ? sql`${toxic} is true` : sql`${toxic} is false`,
  );
}
