import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { runEnrichmentMatches, sideColumn } from '../enrichment-condition.js';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';
import { isStorableText } from '../text-pattern.js';

/**
 * Runs whose chosen side the topics enricher classified into one of the
 * topics (names as the project lists them, exact).
 */
export function compileTopicsFilter(
  [field, topics]: FilterParamsOf<'topics'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const values = topics.filter(isStorableText);
  if (values.length === 0) return matchNoRun;
  return runEnrichmentMatches(eb, sql`${sideColumn(field, 'topics')} && ${values}::text[]`);
}
