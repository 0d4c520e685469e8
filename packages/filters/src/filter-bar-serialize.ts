import type { Filter, FilterBar } from './filter-bar.js';
import type { FilterParamValue } from './filter-param.js';
import { formatPlainDecimal } from './plain-decimal.js';
import { escapeFilterValue } from './value-escape.js';

function serializeParam(value: FilterParamValue): string {
  if (typeof value === 'number') return escapeFilterValue(formatPlainDecimal(value));
  if (Array.isArray(value))
    return value.map((element) => escapeFilterValue(String(element))).join(',');
  return escapeFilterValue(String(value));
}

/** Writes one filter as `id=param.param…`. */
export function serializeFilter(filter: Filter): string {
  return `${filter.id}=${filter.params.map(serializeParam).join('.')}`;
}

/**
 * Writes a filter bar as its filter string (SPEC §4): filters joined by `&`,
 * each `id=` plus its parameters joined by `.`, the values of a multi-select
 * joined by `,`, every value escaped with {@link escapeFilterValue}, numbers in
 * plain decimal, and a leading `OR&` for the OR combinator. An empty bar is
 * `''` whatever its combinator. Never throws.
 * @example
 * serializeFilterBar({ operator: 'OR', filters: [
 *   { id: 'models', params: [['gpt-4o', 'claude-3.5-sonnet']] },
 *   { id: 'cost', params: ['gt', 0.1] },
 * ] }) // 'OR&models=gpt-4o,claude-3%2E5-sonnet&cost=gt.0%2E1'
 */
export function serializeFilterBar(bar: FilterBar): string {
  if (bar.filters.length === 0) return '';
  const filters = bar.filters.map(serializeFilter);
  return (bar.operator === 'OR' ? ['OR', ...filters] : filters).join('&');
}
