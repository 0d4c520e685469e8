import type { FilterParamsOf } from '@lookout/filters';
import { messageCountOf } from '../../../search/content-facts.js';
import { withContentFactPrefilter } from '../content-fact-prefilter.js';
import { compareNumber } from '../number-comparison.js';
import {
  defaultCompileOptions,
  type FilterCompileOptions,
  type RunCondition,
  type RunExpressionBuilder,
} from '../run-condition.js';

/**
 * Runs whose input holds a number of messages that compares with the count
 * (`messageCountOf`): a list input counts its elements; a single string or
 * object (one prompt or message) counts as one; a run without input, or
 * whose input is a bare number, boolean or JSON null, matches no operator.
 * Narrowed by the stored counts (`withContentFactPrefilter`).
 */
export function compileMessagesFilter(
  [operator, count]: FilterParamsOf<'messages'>,
  eb: RunExpressionBuilder,
  options: FilterCompileOptions = defaultCompileOptions,
): RunCondition {
  return withContentFactPrefilter(
    eb,
    'input_messages',
    messageCountOf(eb.ref('run.input')),
    (messages) => compareNumber(eb, messages, operator, count),
    options,
  );
}
