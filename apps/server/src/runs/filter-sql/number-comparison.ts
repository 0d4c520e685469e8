import type { FilterOperator } from '@lookout/filters';
import { type ComparisonOperator, type Expression, sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from './run-condition.js';

/** The SQL operator of each filter operator. */
const sqlOperators = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
} as const satisfies Record<FilterOperator, ComparisonOperator>;

/**
 * `measure <operator> value`, with the value bound as a double precision
 * parameter (so a fractional or huge number never fails an integer cast). A
 * run whose measure is NULL matches no operator, `neq` included.
 */
export function compareNumber(
  eb: RunExpressionBuilder,
  measure: Expression<number | null>,
  operator: FilterOperator,
  value: number,
): RunCondition {
  return eb(measure, sqlOperators[operator], sql<number>`${value}::double precision`);
}
