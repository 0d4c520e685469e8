import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import { compareNumber } from '../number-comparison.js';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

/**
 * Runs whose input holds a number of messages that compares with the count.
 * A list input counts its elements; a single string or object (one prompt or
 * message) counts as one; a run without input, or whose input is a bare
 * number, boolean or JSON null, matches no operator.
 */
export function compileMessagesFilter(
  [operator, count]: FilterParamsOf<'messages'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const input = eb.ref('run.input');
  const messageCount = sql<number | null>`(case jsonb_typeof(${input})
    when 'array' then jsonb_array_length(${input})
    when 'string' then 1
    when 'object' then 1 end)`;
  return compareNumber(eb, messageCount, operator, count);
}
