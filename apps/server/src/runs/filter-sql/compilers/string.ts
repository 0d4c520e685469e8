import type { FilterParamsOf } from '@lookout/filters';
import type { Expression } from 'kysely';
import {
  type ContentField,
  contentText,
  edgeMessageText,
} from '../../../search/run-content-text.js';
import { withSearchIndexPrefilter } from '../json-text-prefilter.js';
import {
  defaultCompileOptions,
  type FilterCompileOptions,
  matchEveryRun,
  matchNoRun,
  type RunCondition,
  type RunExpressionBuilder,
} from '../run-condition.js';
import { isStorableText, likePattern } from '../text-pattern.js';

type StringParams = FilterParamsOf<'string'>;

/** The fields each field choice reads. */
const fieldsOfChoice = {
  input: ['input'],
  output: ['output'],
  any: ['input', 'output'],
} as const satisfies Record<StringParams[0], readonly ContentField[]>;

/** The text each match mode tests: starts/ends look at the first/last chat message. */
function textFor(
  eb: RunExpressionBuilder,
  field: ContentField,
  match: StringParams[1],
): Expression<string | null> {
  if (match === 'starts') return edgeMessageText(eb, field, 'first');
  if (match === 'ends') return edgeMessageText(eb, field, 'last');
  return contentText(eb, field);
}

/**
 * Runs whose text contains, does not contain, starts or ends with the text,
 * with or without case. The text is what a person reads (see `contentText`):
 * a string as itself, a message's content, a chat's messages joined by
 * newlines; `starts` tests the first message of a chat and `ends` the last.
 * With `any`, input or output may match, except `notcontains`, which needs
 * both not to contain it. A run without the field does not contain the text.
 * All but `notcontains` can use the search index (`search/`) to narrow the runs tested,
 * as `searchIndex` says (`SearchIndexUse`).
 */
export function compileStringFilter(
  [choice, match, sensitivity, text]: StringParams,
  eb: RunExpressionBuilder,
  { searchIndex }: FilterCompileOptions = defaultCompileOptions,
): RunCondition {
  const fields = fieldsOfChoice[choice];
  if (!isStorableText(text)) return match === 'notcontains' ? matchEveryRun : matchNoRun;
  const operator = sensitivity === 'sensitive' ? 'like' : 'ilike';
  const notOperator = sensitivity === 'sensitive' ? 'not like' : 'not ilike';
  const pattern = likePattern(text, match === 'notcontains' ? 'contains' : match);
  if (match === 'notcontains') {
    return eb.and(
      fields.map((field) => {
        const value = contentText(eb, field);
        return eb.or([eb(value, 'is', null), eb(value, notOperator, pattern)]);
      }),
    );
  }
  const condition = eb.or(fields.map((field) => eb(textFor(eb, field, match), operator, pattern)));
  return withSearchIndexPrefilter(eb, text, condition, { reads: 'read-text', use: searchIndex });
}
