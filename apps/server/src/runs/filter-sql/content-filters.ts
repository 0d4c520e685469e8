import type { Filter, FilterBar } from '@lookout/filters';
import { hasValidParams } from './compile-filter-bar.js';
import { readsRunContent, readsStoredContentFacts } from './reads-run-content.js';

/**
 * Whether a filter bar, as `compileFilterBar` compiles it (filters with
 * invalid parameters left out), tests run content on each row.
 */
export function filterBarReadsRunContent(bar: FilterBar): boolean {
  return bar.filters.some((filter) => hasValidParams(filter) && readsRunContent[filter.id]);
}

/**
 * Whether a filter's SQL is narrowed by the search index's candidates: the
 * search filter, and the text filter except `notcontains`, which holds for
 * runs the index cannot name, by its words (`json-text-prefilter.ts`); the
 * message count, length and JSON filters by its content facts
 * (`content-fact-prefilter.ts`). Such a filter compiles as the read's
 * `SearchIndexUse` says.
 */
export function filterUsesSearchIndex(filter: Filter): boolean {
  if (readsStoredContentFacts.has(filter.id)) return true;
  switch (filter.id) {
    case 'search':
      return true;
    case 'string':
      return filter.params[1] !== 'notcontains';
    default:
      return false;
  }
}

/** Whether a filter bar, as `compileFilterBar` compiles it, holds a filter the search index narrows. */
export function filterBarUsesSearchIndex(bar: FilterBar): boolean {
  return bar.filters.some((filter) => hasValidParams(filter) && filterUsesSearchIndex(filter));
}
