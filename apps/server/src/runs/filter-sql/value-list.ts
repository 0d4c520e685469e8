import type { Expression } from 'kysely';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from './run-condition.js';
import { isStorableText } from './text-pattern.js';

/**
 * `value IN (…)` over the values of a multi-select, each bound as a
 * parameter. Values PostgreSQL cannot store (NUL) can never match and are left
 * out; when none is left the condition matches nothing.
 */
export function isOneOf(
  eb: RunExpressionBuilder,
  value: Expression<string | null>,
  values: readonly string[],
): RunCondition {
  const storable = values.filter(isStorableText);
  return storable.length === 0 ? matchNoRun : eb(value, 'in', storable);
}
