import {
  type Filter,
  type FilterBar,
  parseFilterBar,
  parseTypedFilterBar,
  serializeFilterBar,
  validateFilterBar,
} from '@lookout/filters';

/** The query parameter that holds the filter bar. */
export const filtersParam = 'filters';

/** A bar with no filter, combined with AND. */
export const emptyFilterBar: FilterBar = { operator: 'AND', filters: [] };

/** Part of the filters in the URL that the list does not apply, and why. */
export interface IgnoredFilter {
  /** As written, or as the bar holds it (`cost=gt.-1`). */
  readonly text: string;
  readonly reason: string;
}

/**
 * The filter bar written in a query string, read leniently so a half-filled
 * filter (an empty text or date) survives a reload, and forgivingly so a URL
 * written by hand (`filters=model=gpt-4.1`) works.
 *
 * @example readFilterBar(new URLSearchParams('filters=search%3D')).filters // [{ id: 'search', params: [''] }]
 */
export function readFilterBar(params: URLSearchParams): FilterBar {
  const text = params.get(filtersParam);
  return text ? parseTypedFilterBar(text).bar : emptyFilterBar;
}

/** A filter as a person would write it in the URL, unescaped: `cost=gt.-1`. */
function writtenFilter(filter: Filter): string {
  const values = filter.params.map((value) => (Array.isArray(value) ? value.join(',') : value));
  return `${filter.id}=${values.join('.')}`;
}

/** Positions of the filters of a bar that are complete but cannot apply (a draft can). */
function brokenFilters(bar: FilterBar) {
  return validateFilterBar(bar, { context: 'logs' }).filter(
    (problem) => problem.code !== 'empty-parameter',
  );
}

/**
 * What of the URL's filters the list does not apply, each with its reason: the parts that
 * could not be read (an unknown filter, a bad number) and the filters read but invalid (out
 * of bounds, repeated once-per-bar ones). Drafts the user is still filling in are not listed.
 *
 * @example ignoredFilters(new URLSearchParams('filters=colour%3Dred'))
 * // [{ text: 'colour=red', reason: 'Unknown filter "colour"' }]
 */
export function ignoredFilters(params: URLSearchParams): IgnoredFilter[] {
  const text = params.get(filtersParam);
  if (!text) return [];
  const { bar, dropped } = parseTypedFilterBar(text);
  return [
    ...dropped.map((item) => ({ text: item.segment, reason: item.reason })),
    ...brokenFilters(bar).map((problem) => ({
      text: writtenFilter(bar.filters[problem.filterIndex] ?? { id: 'type', params: [] }),
      reason: problem.message,
    })),
  ];
}

/** The bar without the filters that cannot apply, for dismissing what was ignored. */
export function withoutBrokenFilters(bar: FilterBar): FilterBar {
  const broken = new Set(brokenFilters(bar).map((problem) => problem.filterIndex));
  return { ...bar, filters: bar.filters.filter((_, index) => !broken.has(index)) };
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
