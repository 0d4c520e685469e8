import { type FilterBar, parseFilterBar, serializeFilterBar } from '@lookout/filters';

/** The one filter string a chart is asked with, or why there can be none. */
export type CombinedFilters = { ok: true; filters: string } | { ok: false; message: string };

/** Message shown when a chart's OR filters meet the dashboard's filters. */
export const orFiltersConflictMessage =
  "This chart's filters are combined with OR, so they cannot be added to the dashboard's filters. Clear the dashboard filters or edit the chart.";

/** A bar whose filters all have to match: AND, or OR of a single filter. */
function isConjunction(bar: FilterBar): boolean {
  return bar.operator === 'AND' || bar.filters.length <= 1;
}

/**
 * The dashboard's filters ANDed with a chart's own, as one filter string of
 * the logs codec. A filter bar has one operator, so an OR bar with several
 * filters can only stand alone.
 *
 * @example andFilterStrings('status=error', 'models=gpt-4o') // { ok: true, filters: 'status=error&models=gpt-4o' }
 */
export function andFilterStrings(dashboard: string, chart: string): CombinedFilters {
  const outer = parseFilterBar(dashboard);
  const inner = parseFilterBar(chart);
  if (outer.filters.length === 0) return { ok: true, filters: serializeFilterBar(inner) };
  if (inner.filters.length === 0) return { ok: true, filters: serializeFilterBar(outer) };
  if (!isConjunction(outer) || !isConjunction(inner)) {
    return { ok: false, message: orFiltersConflictMessage };
  }
  return {
    ok: true,
    filters: serializeFilterBar({ operator: 'AND', filters: [...outer.filters, ...inner.filters] }),
  };
}
