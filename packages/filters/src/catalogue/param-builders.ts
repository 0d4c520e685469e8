import type { FieldParam, NumberParam, OperatorParam } from '../filter-param.js';
import type { FilterOperator } from '../operators.js';

/** Operators for quantities measured on a continuous scale (seconds, dollars). */
export const rangeOperators = ['gt', 'gte', 'lt', 'lte'] as const satisfies FilterOperator[];

/** Operators for whole counts (characters, messages, tokens), where equality is meaningful. */
export const countOperators = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
] as const satisfies FilterOperator[];

/** A field parameter over input and output, with the given default. */
export function inputOutputParam<const D extends 'input' | 'output'>(defaultField: D) {
  return {
    kind: 'field',
    label: 'Field',
    choices: ['input', 'output'],
    default: defaultField,
  } as const satisfies FieldParam;
}

/** An operator parameter over the given operators. */
export function operatorParam<const O extends readonly FilterOperator[], const D extends O[number]>(
  operators: O,
  defaultOperator: D,
) {
  return {
    kind: 'operator',
    label: 'Operator',
    operators,
    default: defaultOperator,
  } as const satisfies OperatorParam;
}

/** A score threshold in percent: 0 to 100, step 5, default 50 (SPEC §5). */
export const percentParam = {
  kind: 'number',
  label: 'Minimum score',
  default: 50,
  min: 0,
  max: 100,
  step: 5,
  unit: '%',
} as const satisfies NumberParam;

/** Builds the options of a select from a value → label table, in table order. */
export function optionsFrom<const T extends Record<string, string>>(labels: T) {
  return Object.entries(labels).map(([value, label]) => ({ value, label })) as {
    readonly value: Extract<keyof T, string>;
    readonly label: string;
  }[];
}
