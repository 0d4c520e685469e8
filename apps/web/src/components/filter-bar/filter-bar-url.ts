import {
  type FilterBar,
  parseFilterBar,
  parseFilterBarLenient,
  serializeFilterBar,
  validateFilterBar,
} from '@lookout/filters';

/** The query parameter that holds the filter bar. */
export const filtersParam = 'filters';

/** A bar with no filter, combined with AND. */
export const emptyFilterBar: FilterBar = { operator: 'AND', filters: [] };

/**
 * The filter bar written in a query string, read leniently so a half-filled
 * filter (an empty text or date) survives a reload.
 *
 * @example readFilterBar(new URLSearchParams('filters=search%3D')).filters // [{ id: 'search', params: [''] }]
 */
export function readFilterBar(params: URLSearchParams): FilterBar {
  const text = params.get(filtersParam);
  return text ? parseFilterBarLenient(text).bar : emptyFilterBar;
}

/**
 * A copy of `params` holding `bar`; an empty bar removes the parameter so plain
 * URLs stay plain.
 */
export function writeFilterBar(params: URLSearchParams, bar: FilterBar): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = serializeFilterBar(bar);
  if (text) next.set(filtersParam, text);
  else next.delete(filtersParam);
  return next;
}

/**
 * The filter string sent to the server: only the complete, valid filters of
 * the bar (drafts and filters with a value out of bounds are left out until
 * the user fixes them).
 *
 * @example appliedFilterString({ operator: 'AND', filters: [{ id: 'search', params: [''] }] }) // ''
 */
export function appliedFilterString(bar: FilterBar): string {
  const strict = parseFilterBar(serializeFilterBar(bar));
  const problems = validateFilterBar(strict, { context: 'logs' });
  const broken = new Set(problems.map((problem) => problem.filterIndex));
  return serializeFilterBar({
    operator: strict.operator,
    filters: strict.filters.filter((_, index) => !broken.has(index)),
  });
}
