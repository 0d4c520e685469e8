import type { Filter, FilterBar } from './filter-bar.js';
import { type FilterId, filterCatalogue, getFilterDefinition } from './filter-catalogue.js';
import type { FilterContext, FilterDefinition } from './filter-definition.js';
import type { FilterParam, FilterParamValue } from './filter-param.js';

function defaultValueOf(param: FilterParam): FilterParamValue {
  switch (param.kind) {
    case 'multi-select':
      return 'default' in param && param.default ? [...param.default] : [];
    case 'text':
    case 'date':
      return '';
    default:
      return param.default;
  }
}

/**
 * A new filter with every parameter at its catalogue default. Text, date and
 * multi-select parameters without a default start empty: the filter is a
 * draft until the user fills them in (strict parsing drops it until then).
 * @example createDefaultFilter('duration') // { id: 'duration', params: ['gt', 5] }
 */
export function createDefaultFilter(id: FilterId): Filter {
  const definition = getFilterDefinition(id);
  return { id, params: definition ? definition.params.map(defaultValueOf) : [] };
}

/**
 * The filters a picker offers in a context, in catalogue order: evaluation-only
 * filters only in evaluations, filters disabled in evaluations only outside
 * them. With `bar`, once-per-bar filters already in it are left out.
 * @example availableFilters('logs').some((f) => f.id === 'tone') // false
 */
export function availableFilters(context: FilterContext, bar?: FilterBar): FilterDefinition[] {
  const used = new Set<string>(bar?.filters.map((filter) => filter.id));
  return filterCatalogue.filter((definition: FilterDefinition) => {
    if (context === 'logs' && definition.evaluationOnly) return false;
    if (context === 'evaluations' && definition.disabledInEvaluations) return false;
    return !(definition.onlyOncePerBar && used.has(definition.id));
  });
}
