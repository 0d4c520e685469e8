import type { Filter, FilterParamsOf } from '@lookout/filters';
import { languagesEnrichment } from './compilers/languages.js';
import { piiEnrichment } from './compilers/pii.js';
import { sentimentEnrichment } from './compilers/sentiment.js';
import { topicsEnrichment } from './compilers/topics.js';
import { toxicityEnrichment } from './compilers/toxicity.js';
import { type EnrichmentCondition, runEnrichmentMatches } from './enrichment-condition.js';
import type { FilterCompiler } from './filter-compilers.js';
import { matchNoRun } from './run-condition.js';

/** The filters that read a run's stored enrichment rather than the run. */
export type EnrichmentFilterId = 'topics' | 'toxicity' | 'languages' | 'pii' | 'sentiment';

/** What each enrichment filter asks of the `run_enrichment` row `re`. */
export const enrichmentConditions: {
  readonly [Id in EnrichmentFilterId]: (params: FilterParamsOf<Id>) => EnrichmentCondition;
} = {
  topics: topicsEnrichment,
  toxicity: toxicityEnrichment,
  languages: languagesEnrichment,
  pii: piiEnrichment,
  sentiment: sentimentEnrichment,
};

/**
 * What a filter asks of the enrichments, or undefined for a filter that is
 * not an enrichment filter (null: an enrichment filter no row can match).
 * The filter's parameters must be valid (`hasValidParams`).
 */
export function enrichmentConditionOf(filter: Filter): EnrichmentCondition | undefined {
  if (!Object.hasOwn(enrichmentConditions, filter.id)) return undefined;
  const id = filter.id as EnrichmentFilterId;
  const condition = enrichmentConditions[id] as (params: Filter['params']) => EnrichmentCondition;
  return condition(filter.params);
}

/**
 * The compiler of an enrichment filter, from what it asks of the enrichment
 * (`enrichmentConditions`): no possible match compiles to `false`.
 */
export function compileEnrichmentFilter<Id extends EnrichmentFilterId>(id: Id): FilterCompiler<Id> {
  const enrichment = enrichmentConditions[id] as (
    params: FilterParamsOf<Id>,
  ) => EnrichmentCondition;
  return (params, eb, options) => {
    const condition = enrichment(params);
    return condition === null ? matchNoRun : runEnrichmentMatches(eb, condition, options);
  };
}
