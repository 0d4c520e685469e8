import { contentFilters } from './catalogue/content-filters.js';
import { evaluationFilters } from './catalogue/evaluation-filters.js';
import { logFilters } from './catalogue/log-filters.js';
import type { FilterDefinition } from './filter-definition.js';

/**
 * Every filter of the filter bar (SPEC §3), in picker order: log filters,
 * content filters, then evaluation-only checks. Code reads this table; it
 * never repeats a filter's parameters in conditionals.
 */
export const filterCatalogue = [
  ...logFilters,
  ...contentFilters,
  ...evaluationFilters,
] as const satisfies readonly FilterDefinition[];

/** The id of a catalogue filter, as written in the filter string. */
export type FilterId = (typeof filterCatalogue)[number]['id'];

/** The catalogue entry of one filter id, with its literal parameter types. */
export type FilterDefinitionOf<Id extends FilterId> = Extract<
  (typeof filterCatalogue)[number],
  { id: Id }
>;

type ValueOfParam<P> = P extends { kind: 'number' }
  ? number
  : P extends { kind: 'multi-select'; options: readonly { value: infer V extends string }[] }
    ? V[]
    : P extends { kind: 'multi-select' }
      ? string[]
      : P extends { kind: 'select'; options: readonly { value: infer V extends string }[] }
        ? V
        : P extends { kind: 'operator'; operators: readonly (infer O)[] }
          ? O
          : P extends { kind: 'field'; choices: readonly (infer F)[] }
            ? F
            : string;

type ValuesOfParams<Ps extends readonly unknown[]> = {
  -readonly [I in keyof Ps]: ValueOfParam<Ps[I]>;
};

/**
 * The parameter tuple of one filter id, e.g. `FilterParamsOf<'cost'>` is
 * `['gt' | 'gte' | 'lt' | 'lte', number]`.
 */
export type FilterParamsOf<Id extends FilterId> = ValuesOfParams<FilterDefinitionOf<Id>['params']>;

const definitionsById: ReadonlyMap<string, FilterDefinition> = new Map(
  filterCatalogue.map((definition) => [definition.id, definition]),
);

/** Whether `id` names a catalogue filter. */
export function isFilterId(id: string): id is FilterId {
  return definitionsById.has(id);
}

/**
 * The catalogue entry of a filter id, or `undefined` for an unknown id.
 * @example getFilterDefinition('status')?.name // 'Status'
 */
export function getFilterDefinition(id: string): FilterDefinition | undefined {
  return definitionsById.get(id);
}
