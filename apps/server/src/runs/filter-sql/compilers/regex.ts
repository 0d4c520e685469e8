import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { contentText } from '../../../search/run-content-text.js';
import { toPostgresRegex } from '../postgres-regex.js';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';

/**
 * Runs whose field text matches (`contains`) or does not match
 * (`not_contains`) a regular expression, case-sensitively, anywhere in the
 * text a person reads (see `contentText`). The pattern is read as a
 * JavaScript-style expression and translated (see `toPostgresRegex`); a
 * pattern outside the supported subset makes the filter match nothing in
 * either mode, rather than fail the query. A run without the field does not
 * contain a match.
 */
export function compileRegexFilter(
  [field, match, pattern]: FilterParamsOf<'regex'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const regex = toPostgresRegex(pattern);
  if (regex === null) return matchNoRun;
  const text = contentText(eb, field);
  if (match === 'contains') return eb(text, '~', sql<string>`${regex}::text`);
  return eb.or([eb(text, 'is', null), eb(text, '!~', sql<string>`${regex}::text`)]);
}
