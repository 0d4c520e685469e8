import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { type EnrichmentCondition, sideColumn } from '../enrichment-condition.js';

/**
 * Runs whose chosen side the toxicity enricher found toxic (`toxic`) or
 * looked at and found clean (`non-toxicity`). Not yet looked at (NULL) is
 * neither. The bare column (rather than `is true`) is what the partial
 * index of toxic sides (migration 0040) is written on.
 */
export function toxicityEnrichment([
  field,
  choice,
]: FilterParamsOf<'toxicity'>): EnrichmentCondition {
  const toxic = sideColumn(field, 'toxic');
  return choice === 'toxic' ? sql`${toxic}` : sql`not ${toxic}`;
}
