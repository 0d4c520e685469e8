import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { type EnrichmentCondition, sideColumn } from '../enrichment-condition.js';
import { isStorableText } from '../text-pattern.js';

/**
 * Runs whose chosen side the topics enricher classified into one of the
 * topics (names as the project lists them, exact).
 */
export function topicsEnrichment([field, topics]: FilterParamsOf<'topics'>): EnrichmentCondition {
  const values = topics.filter(isStorableText);
  if (values.length === 0) return null;
  return sql`${sideColumn(field, 'topics')} && ${values}::text[]`;
}
