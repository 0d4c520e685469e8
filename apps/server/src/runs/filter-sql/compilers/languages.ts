import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { type EnrichmentCondition, sideColumn } from '../enrichment-condition.js';
import { isStorableText } from '../text-pattern.js';

/**
 * Runs whose chosen side (input or output) the language enricher found
 * written in one of the languages (codes of the catalogue, exact).
 */
export function languagesEnrichment([
  field,
  codes,
]: FilterParamsOf<'languages'>): EnrichmentCondition {
  const values = codes.filter(isStorableText);
  if (values.length === 0) return null;
  return sql`${sideColumn(field, 'language')} = any(${values}::text[])`;
}
