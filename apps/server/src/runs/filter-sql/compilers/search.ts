import type { FilterParamsOf } from '@lookout/filters';
import { storedText } from '../../../search/run-content-text.js';
import { withSearchIndexPrefilter } from '../json-text-prefilter.js';
import {
  defaultCompileOptions,
  type FilterCompileOptions,
  matchNoRun,
  type RunCondition,
  type RunExpressionBuilder,
} from '../run-condition.js';
import { isStorableText, likePattern } from '../text-pattern.js';

/**
 * The logs search box: runs whose name, input or output contains the query,
 * ignoring case. Input and output are searched in their stored text (a
 * string as itself, structured values as JSON text, so tool arguments and
 * keys are found too). `%`, `_` and `\` match themselves. The search index
 * (`search/`, words of input and output filled off the write path) and the
 * trigram index of `name` narrow the runs tested; the test decides.
 * `searchIndex` says how the index is used (`SearchIndexUse`).
 */
export function compileSearchFilter(
  [query]: FilterParamsOf<'search'>,
  eb: RunExpressionBuilder,
  { searchIndex }: FilterCompileOptions = defaultCompileOptions,
): RunCondition {
  if (!isStorableText(query)) return matchNoRun;
  const pattern = likePattern(query, 'contains');
  const exact = eb.or([
    eb('run.name', 'ilike', pattern),
    ...(['input', 'output'] as const).map((field) => eb(storedText(eb, field), 'ilike', pattern)),
  ]);
  return withSearchIndexPrefilter(eb, query, exact, {
    reads: 'stored-text',
    alsoName: pattern,
    use: searchIndex,
  });
}
