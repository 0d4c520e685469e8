import {
  availableFilters,
  createDefaultFilter,
  type FilterBar,
  type FilterBarOperator,
  type FilterContext,
  type FilterDefinition,
  type FilterId,
  type FilterParam,
  type FilterParamValue,
  getFilterDefinition,
} from '@lookout/filters';

/**
 * The filters the picker offers for a bar (once-per-bar ones only once): on the logs pages, or
 * in evaluations, where the evaluation-only checks show and the filters disabled there do not.
 */
export function addableFilters(
  bar: FilterBar,
  context: FilterContext = 'logs',
): FilterDefinition[] {
  return availableFilters(context, bar);
}

/**
 * The bar with a new filter at its defaults, or the same bar when the filter may not be
 * added (unknown, or once-per-bar and already there).
 */
export function addFilter(
  bar: FilterBar,
  id: FilterId,
  context: FilterContext = 'logs',
): FilterBar {
  if (!addableFilters(bar, context).some((definition) => definition.id === id)) return bar;
  return { ...bar, filters: [...bar.filters, createDefaultFilter(id)] };
}

/** The bar without the filter at `index`. */
export function removeFilter(bar: FilterBar, index: number): FilterBar {
  return { ...bar, filters: bar.filters.filter((_, position) => position !== index) };
}

/** The bar with one parameter of one filter changed. */
export function setFilterParam(
  bar: FilterBar,
  filterIndex: number,
  paramIndex: number,
  value: FilterParamValue,
): FilterBar {
  return {
    ...bar,
    filters: bar.filters.map((filter, index) =>
      index === filterIndex
        ? {
            ...filter,
            params: filter.params.map((param, position) =>
              position === paramIndex ? value : param,
            ),
          }
        : filter,
    ),
  };
}

/** The bar combined with another operator. */
export function setOperator(bar: FilterBar, operator: FilterBarOperator): FilterBar {
  return { ...bar, operator };
}

/**
 * The accessible name of a parameter editor: 'Cost dollars', or just the filter's name when
 * the parameter is named like it ('Models').
 */
export function paramLabel(filterId: string, param: FilterParam): string {
  const name = getFilterDefinition(filterId)?.name ?? filterId;
  return param.label === name ? name : `${name} ${param.label.toLowerCase()}`;
}
