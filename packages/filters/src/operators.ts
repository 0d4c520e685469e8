/**
 * Comparison operators of number filters (SPEC §3), in the order a picker
 * shows them, with the words the filter bar reads.
 */
export const filterOperatorLabels = {
  eq: 'is',
  neq: 'is not',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
} as const;

/** One comparison operator: `eq`, `neq`, `gt`, `gte`, `lt` or `lte`. */
export type FilterOperator = keyof typeof filterOperatorLabels;

/** Every comparison operator, in picker order. */
export const filterOperators = Object.keys(filterOperatorLabels) as FilterOperator[];
