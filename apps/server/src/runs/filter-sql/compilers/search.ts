import type { FilterParamsOf } from '@lookout/filters';
import { withJsonTextPrefilter } from '../json-text-prefilter.js';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';
import { storedText } from '../run-content-text.js';
import { isStorableText, likePattern } from '../text-pattern.js';

/**
 * The logs search box: runs whose name, input or output contains the query,
 * ignoring case. Input and output are searched in their stored text (a
 * string as itself, structured values as JSON text, so tool arguments and
 * keys are found too). `%`, `_` and `\` match themselves. Name, input and
 * output each have a trigram index (migration 0005) that the condition can use.
 */
export function compileSearchFilter(
  [query]: FilterParamsOf<'search'>,
  eb: RunExpressionBuilder,
): RunCondition {
  if (!isStorableText(query)) return matchNoRun;
  const pattern = likePattern(query, 'contains');
  return eb.or([
    eb('run.name', 'ilike', pattern),
    ...(['input', 'output'] as const).map((field) =>
      withJsonTextPrefilter(eb, field, 'ilike', query, eb(storedText(eb, field), 'ilike', pattern)),
    ),
  ]);
}
