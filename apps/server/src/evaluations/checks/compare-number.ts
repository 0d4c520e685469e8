import type { FilterOperator } from '@lookout/filters';

/** `measure <operator> value`, as the log filters compare numbers. */
export function compareNumber(measure: number, operator: FilterOperator, value: number): boolean {
  switch (operator) {
    case 'eq':
      return measure === value;
    case 'neq':
      return measure !== value;
    case 'gt':
      return measure > value;
    case 'gte':
      return measure >= value;
    case 'lt':
      return measure < value;
    case 'lte':
      return measure <= value;
  }
}

/** How an operator reads in a reason: `more than`, `at most`… */
export const operatorWords = {
  eq: 'exactly',
  neq: 'other than',
  gt: 'more than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
} as const satisfies Record<FilterOperator, string>;

/** A number as a person reads it: at most six decimals, no binary noise. */
export function shownNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}
