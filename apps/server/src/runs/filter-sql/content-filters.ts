import type { Filter, FilterBar, FilterId } from '@lookout/filters';
import { hasValidParams } from './compile-filter-bar.js';

/**
 * Whether each filter's SQL reads a run's input or output on every row it
 * tests. Those columns are large and TOAST-compressed, so such a filter costs
 * a decompression per candidate row (the search index only prefilters
 * `search` and `string`, see `filterUsesSearchIndex`); counts of selections using one stop at
 * `runCountCap`. `messages` reads only the input's shape, but still
 * decompresses the whole input. The enrichment filters (`languages`,
 * `sentiment`, `pii`, `toxicity`, `topics`) read the small typed columns of
 * `run_enrichment` by the run's key, never its content; evaluation checks
 * match nothing and read no column. A missing or extra id is a type error,
 * as in `filterCompilers`.
 */
export const readsRunContent: { readonly [Id in FilterId]: boolean } = {
  tools: false,
  type: false,
  models: false,
  'custom-events': false,
  names: false,
  tags: false,
  templates: false,
  status: false,
  feedback: false,
  evaluations: false,
  users: false,
  metadata: false,
  date: false,
  duration: false,
  cost: false,
  messages: true,
  tokens: false,
  search: true,
  topics: false,
  toxicity: false,
  regex: true,
  json: true,
  length: true,
  languages: false,
  pii: false,
  string: true,
  sentiment: false,
  assertion: false,
  tone: false,
  factualness: false,
  guidelines: false,
  similarity: false,
  rouge: false,
};

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
  switch (filter.id) {
    case 'search':
    case 'messages':
    case 'length':
    case 'json':
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
