import type { FilterId, FilterParamsOf } from '@lookout/filters';
import { compileAssertionFilter } from './compilers/assertion.js';
import { compileCostFilter } from './compilers/cost.js';
import { compileCustomEventsFilter } from './compilers/custom-events.js';
import { compileDateFilter } from './compilers/date.js';
import { compileDurationFilter } from './compilers/duration.js';
import { compileEvaluationsFilter } from './compilers/evaluations.js';
import { compileFactualnessFilter } from './compilers/factualness.js';
import { compileFeedbackFilter } from './compilers/feedback.js';
import { compileGuidelinesFilter } from './compilers/guidelines.js';
import { compileJsonFilter } from './compilers/json.js';
import { compileLengthFilter } from './compilers/length.js';
import { compileMessagesFilter } from './compilers/messages.js';
import { compileMetadataFilter } from './compilers/metadata.js';
import { compileModelsFilter } from './compilers/models.js';
import { compileNamesFilter } from './compilers/names.js';
import { compileRegexFilter } from './compilers/regex.js';
import { compileRougeFilter } from './compilers/rouge.js';
import { compileSearchFilter } from './compilers/search.js';
import { compileSimilarityFilter } from './compilers/similarity.js';
import { compileStatusFilter } from './compilers/status.js';
import { compileStringFilter } from './compilers/string.js';
import { compileTagsFilter } from './compilers/tags.js';
import { compileTemplatesFilter } from './compilers/templates.js';
import { compileTokensFilter } from './compilers/tokens.js';
import { compileToneFilter } from './compilers/tone.js';
import { compileToolsFilter } from './compilers/tools.js';
import { compileTypeFilter } from './compilers/type.js';
import { compileUsersFilter } from './compilers/users.js';
import { compileEnrichmentFilter } from './enrichment-filters.js';
import type { FilterCompileOptions, RunCondition, RunExpressionBuilder } from './run-condition.js';

/** Compiles one filter's typed parameters to a condition on a run. */
export type FilterCompiler<Id extends FilterId> = (
  params: FilterParamsOf<Id>,
  eb: RunExpressionBuilder,
  options: FilterCompileOptions,
) => RunCondition;

/** One compiler for every catalogue filter id; a missing or extra id is a type error. */
export type FilterCompilers = { readonly [Id in FilterId]: FilterCompiler<Id> };

/** The SQL compiler of each filter id, in catalogue order. */
export const filterCompilers: FilterCompilers = {
  tools: compileToolsFilter,
  type: compileTypeFilter,
  models: compileModelsFilter,
  'custom-events': compileCustomEventsFilter,
  names: compileNamesFilter,
  tags: compileTagsFilter,
  templates: compileTemplatesFilter,
  status: compileStatusFilter,
  feedback: compileFeedbackFilter,
  evaluations: compileEvaluationsFilter,
  users: compileUsersFilter,
  metadata: compileMetadataFilter,
  date: compileDateFilter,
  duration: compileDurationFilter,
  cost: compileCostFilter,
  messages: compileMessagesFilter,
  tokens: compileTokensFilter,
  search: compileSearchFilter,
  topics: compileEnrichmentFilter('topics'),
  toxicity: compileEnrichmentFilter('toxicity'),
  regex: compileRegexFilter,
  json: compileJsonFilter,
  length: compileLengthFilter,
  languages: compileEnrichmentFilter('languages'),
  pii: compileEnrichmentFilter('pii'),
  string: compileStringFilter,
  sentiment: compileEnrichmentFilter('sentiment'),
  assertion: compileAssertionFilter,
  tone: compileToneFilter,
  factualness: compileFactualnessFilter,
  guidelines: compileGuidelinesFilter,
  similarity: compileSimilarityFilter,
  rouge: compileRougeFilter,
};
