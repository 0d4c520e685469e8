import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { compareNumber } from '../number-comparison.js';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';
import { contentText } from '../run-content-text.js';

/**
 * Runs whose field text has a number of characters (Unicode code points) that
 * compares with the count. The text is what a person reads (see
 * `contentText`: message contents, not the JSON around them). A run without
 * the field matches no operator.
 */
export function compileLengthFilter(
  [field, operator, characters]: FilterParamsOf<'length'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const length = sql<number | null>`char_length(${contentText(eb, field)})`;
  return compareNumber(eb, length, operator, characters);
}
