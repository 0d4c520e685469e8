/**
 * How an answer may relate to the expected one, for the factualness evaluation
 * (SPEC §3). The evaluation passes when the grade is one of the chosen letters.
 */
export const factualnessChoices = {
  a: 'The submitted answer is a subset of the expert answer and fully consistent with it',
  b: 'The submitted answer is a superset of the expert answer and fully consistent with it',
  c: 'The submitted answer contains all the same details as the expert answer',
  d: 'There is a disagreement between the submitted answer and the expert answer',
  e: 'The answers differ, but these differences do not matter from the perspective of factuality',
} as const;
export type FactualnessChoice = keyof typeof factualnessChoices;

/** Letters accepted by default: superset (b) and same details (c). */
export const defaultFactualnessChoices = ['b', 'c'] as const satisfies readonly FactualnessChoice[];
