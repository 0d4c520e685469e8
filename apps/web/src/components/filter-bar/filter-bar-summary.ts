import { getFilterDefinition, parseFilterBarLenient } from '@lookout/filters';

/**
 * A filter string in a few words for a list cell: the names of its filters joined by
 * "and"/"or" ('Status and Cost'), or `empty` when it has none.
 * @example filterBarSummary('OR&status=error&cost=gt.1', 'All runs') // 'Status or Cost'
 */
export function filterBarSummary(text: string, empty: string): string {
  const { bar } = parseFilterBarLenient(text);
  if (bar.filters.length === 0) return empty;
  const joiner = bar.operator === 'OR' ? ' or ' : ' and ';
  return bar.filters
    .map((filter) => getFilterDefinition(filter.id)?.name ?? filter.id)
    .join(joiner);
}
