import type { FilterParamsOf } from '@lookout/filters';
import { textLengthOf } from '../../../search/content-facts.js';
import { contentText } from '../../../search/run-content-text.js';
import { withContentFactPrefilter } from '../content-fact-prefilter.js';
import { compareNumber } from '../number-comparison.js';
import {
  defaultCompileOptions,
  type FilterCompileOptions,
  type RunCondition,
  type RunExpressionBuilder,
} from '../run-condition.js';

/**
 * Runs whose field text has a number of characters (Unicode code points) that
 * compares with the count. The text is what a person reads (see
 * `contentText`: message contents, not the JSON around them). A run without
 * the field matches no operator. Narrowed by the stored lengths
 * (`withContentFactPrefilter`).
 */
export function compileLengthFilter(
  [field, operator, characters]: FilterParamsOf<'length'>,
  eb: RunExpressionBuilder,
  options: FilterCompileOptions = defaultCompileOptions,
): RunCondition {
  return withContentFactPrefilter(
    eb,
    field === 'input' ? 'input_chars' : 'output_chars',
    textLengthOf(contentText(eb, field)),
    (length) => compareNumber(eb, length, operator, characters),
    options,
  );
}
