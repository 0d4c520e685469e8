import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { runEnrichmentMatches, sideColumn } from '../enrichment-condition.js';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';
import { isStorableText } from '../text-pattern.js';

/**
 * Runs whose chosen side (input or output) the language enricher found
 * written in one of the languages (codes of the catalogue, exact).
 */
export function compileLanguagesFilter(
  [field, codes]: FilterParamsOf<'languages'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const values = codes.filter(isStorableText);
  if (values.length === 0) return matchNoRun;
  return runEnrichmentMatches(eb, sql`${sideColumn(field, 'language')} = any(${values}::text[])`);
}
