import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { runEnrichmentMatches } from '../enrichment-condition.js';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

/**
 * Runs whose input (what the user wrote) the sentiment enricher labelled with
 * the chosen tone; a run without input is read by its output.
 */
export function compileSentimentFilter(
  [label]: FilterParamsOf<'sentiment'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return runEnrichmentMatches(
    eb,
    sql`coalesce(re.input_sentiment, re.output_sentiment) = ${label}`,
  );
}
