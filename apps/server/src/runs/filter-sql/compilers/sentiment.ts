import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import type { EnrichmentCondition } from '../enrichment-condition.js';

/**
 * Runs whose input (what the user wrote) the sentiment enricher labelled with
 * the chosen tone; a run without input is read by its output.
 */
export function sentimentEnrichment([label]: FilterParamsOf<'sentiment'>): EnrichmentCondition {
  return sql`coalesce(re.input_sentiment, re.output_sentiment) = ${label}`;
}
