import type { FilterId } from '@lookout/filters';

/**
 * Whether each filter's SQL reads a run's input or output on every row it
 * tests. Those columns are large and TOAST-compressed, so such a filter costs
 * a decompression per candidate row (unless the search index or the stored
 * content facts narrow it first, see `filterUsesSearchIndex`); counts of selections using one stop at
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
 * The filters of `readsRunContent` that test a run's stored content facts
 * when they are fresh (`content-fact-prefilter.ts`, `search/content-facts.ts`),
 * reading the content only for a run changed since they were stored.
 */
export const readsStoredContentFacts: ReadonlySet<FilterId> = new Set<FilterId>([
  'messages',
  'length',
  'json',
]);
