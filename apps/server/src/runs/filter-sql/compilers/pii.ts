import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import type { EnrichmentCondition } from '../enrichment-condition.js';

/**
 * `contains`: the PII enricher found personal data in the input or the
 * output. `not_contains`: it ran and found none on either side. Runs it has
 * not looked at match neither.
 */
export function piiEnrichment([choice]: FilterParamsOf<'pii'>): EnrichmentCondition {
  // The predicate of the index and statistics of migration 0043, word for word.
  const found = sql`coalesce(cardinality(re.input_pii), 0) + coalesce(cardinality(re.output_pii), 0) > 0`;
  return choice === 'contains' ? found : sql`re.results -> 'pii' is not null and not (${found})`;
}
