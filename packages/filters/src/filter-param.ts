import type { FilterField } from './fields.js';
import type { FilterOperator } from './operators.js';

/** One choice of a select or multi-select: the value written in the URL and the label shown. */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/**
 * Where the choices of a dynamic parameter come from. Each names a list the
 * API serves for the current project (`/v1/filters/{source}` for models,
 * custom-events, names, tags, templates, topics, metadata and evaluators; the external
 * users list for users).
 */
export const filterOptionSources = [
  'models',
  'custom-events',
  'names',
  'tags',
  'templates',
  'topics',
  'users',
  'metadata',
  'evaluators',
] as const;
export type FilterOptionSource = (typeof filterOptionSources)[number];

/** Exactly one of a fixed list of options. */
export interface SelectParam {
  readonly kind: 'select';
  readonly label: string;
  readonly options: readonly FilterOption[];
  readonly default: string;
  /**
   * Values an option had in earlier versions, mapped to its current value, so
   * that saved URLs and views keep their meaning. Parsing reads them; nothing
   * writes them.
   */
  readonly formerValues?: Readonly<Record<string, string>>;
}

/** One or more values, from a fixed list of options… */
export interface FixedMultiSelectParam {
  readonly kind: 'multi-select';
  readonly label: string;
  readonly options: readonly FilterOption[];
  readonly default?: readonly string[];
}

/** …or from a list the server knows (any non-empty value is accepted). */
export interface SourcedMultiSelectParam {
  readonly kind: 'multi-select';
  readonly label: string;
  readonly source: FilterOptionSource;
}

export type MultiSelectParam = FixedMultiSelectParam | SourcedMultiSelectParam;

/** Free text; `source` names a list offered as suggestions only. */
export interface TextParam {
  readonly kind: 'text';
  readonly label: string;
  readonly placeholder?: string;
  readonly source?: FilterOptionSource;
}

/** A number; `min`/`max` are checked by validation, `step` and `unit` guide the input. */
export interface NumberParam {
  readonly kind: 'number';
  readonly label: string;
  readonly default: number;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly unit?: string;
}

/** A calendar date (`YYYY-MM-DD`) or an instant (ISO 8601 with a time zone). */
export interface DateParam {
  readonly kind: 'date';
  readonly label: string;
}

/** A comparison operator, limited to those that make sense for the filter. */
export interface OperatorParam {
  readonly kind: 'operator';
  readonly label: string;
  readonly operators: readonly FilterOperator[];
  readonly default: FilterOperator;
}

/** The side of a run a content filter reads. */
export interface FieldParam {
  readonly kind: 'field';
  readonly label: string;
  readonly choices: readonly FilterField[];
  readonly default: FilterField;
}

/** One positional parameter of a filter. */
export type FilterParam =
  | SelectParam
  | MultiSelectParam
  | TextParam
  | NumberParam
  | DateParam
  | OperatorParam
  | FieldParam;

/** The kinds of parameter a filter can have. */
export type FilterParamKind = FilterParam['kind'];

/**
 * The value of one parameter: a number for number parameters, a list for
 * multi-selects, a string for everything else.
 */
export type FilterParamValue = string | number | string[];

/** The fixed options of a select or multi-select, or `undefined` when the list is dynamic. */
export function fixedOptionsOf(param: FilterParam): readonly FilterOption[] | undefined {
  if (param.kind === 'select') return param.options;
  if (param.kind === 'multi-select' && 'options' in param) return param.options;
  return undefined;
}
