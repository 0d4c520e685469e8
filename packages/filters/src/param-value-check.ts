import { isFilterDate } from './date-value.js';
import type { FilterParam, NumberParam } from './filter-param.js';
import { fixedOptionsOf } from './filter-param.js';
import { formatPlainDecimal } from './plain-decimal.js';

/** What is wrong with one parameter value. */
export interface ParamValueProblem {
  /** `empty-parameter`: nothing chosen or typed yet; `invalid-parameter`: a value the parameter cannot take; `out-of-range`: a number outside min/max. */
  readonly code: 'empty-parameter' | 'invalid-parameter' | 'out-of-range';
  readonly message: string;
}

function allowedValuesOf(param: FilterParam): readonly string[] | undefined {
  if (param.kind === 'operator') return param.operators;
  if (param.kind === 'field') return param.choices;
  return fixedOptionsOf(param)?.map((option) => option.value);
}

const invalid = (message: string): ParamValueProblem => ({ code: 'invalid-parameter', message });

/**
 * How messages name a parameter: the filter name, followed by the parameter
 * label when it differs (`Cost dollars`, `Metadata key`, but `Status`).
 */
export function paramSubject(filterName: string, param: FilterParam): string {
  return param.label === filterName ? filterName : `${filterName} ${param.label.toLowerCase()}`;
}

/**
 * Checks one element of a multi-select: it must be non-empty and, when the
 * options are fixed, one of them.
 */
export function checkListElement(
  param: FilterParam,
  element: string,
  subject = param.label,
): ParamValueProblem | null {
  if (element === '') return invalid(`${subject} has an empty value`);
  const allowed = allowedValuesOf(param);
  if (allowed && !allowed.includes(element)) {
    return invalid(`"${element}" is not a choice for ${subject}`);
  }
  return null;
}

function checkNumber(param: NumberParam, value: number, subject: string): ParamValueProblem | null {
  if (!Number.isFinite(value)) return invalid(`${subject} must be a number`);
  if (param.min !== undefined && value < param.min) {
    return {
      code: 'out-of-range',
      message: `${subject} must be at least ${formatPlainDecimal(param.min)}`,
    };
  }
  if (param.max !== undefined && value > param.max) {
    return {
      code: 'out-of-range',
      message: `${subject} must be at most ${formatPlainDecimal(param.max)}`,
    };
  }
  return null;
}

/**
 * Checks a value against its catalogue parameter: its type, emptiness, the
 * allowed choices, the date format and the number bounds. Answers `null` when
 * the value is fine; messages name the parameter by `subject`.
 * @example checkParamValue({ kind: 'number', label: 'Dollars', default: 0.1, min: 0 }, -1)
 * // { code: 'out-of-range', message: 'Dollars must be at least 0' }
 */
export function checkParamValue(
  param: FilterParam,
  value: unknown,
  subject = param.label,
): ParamValueProblem | null {
  if (param.kind === 'number') {
    return typeof value === 'number'
      ? checkNumber(param, value, subject)
      : invalid(`${subject} must be a number`);
  }
  if (param.kind === 'multi-select') {
    if (!Array.isArray(value) || !value.every((element) => typeof element === 'string')) {
      return invalid(`${subject} must be a list of values`);
    }
    if (value.length === 0) return { code: 'empty-parameter', message: `${subject} is empty` };
    for (const element of value) {
      const problem = checkListElement(param, element, subject);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value !== 'string') return invalid(`${subject} must be text`);
  if (value === '') return { code: 'empty-parameter', message: `${subject} is empty` };
  if (param.kind === 'date') {
    return isFilterDate(value) ? null : invalid(`"${value}" is not a date for ${subject}`);
  }
  const allowed = allowedValuesOf(param);
  if (allowed && !allowed.includes(value))
    return invalid(`"${value}" is not a choice for ${subject}`);
  return null;
}
