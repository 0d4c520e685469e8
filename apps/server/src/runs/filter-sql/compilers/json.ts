import type { FilterParamsOf } from '@lookout/filters';
import { type JsonShape, jsonShapeOf, jsonShapes } from '../../../search/content-facts.js';
import { contentText } from '../../../search/run-content-text.js';
import { withContentFactPrefilter } from '../content-fact-prefilter.js';
import {
  defaultCompileOptions,
  type FilterCompileOptions,
  type RunCondition,
  type RunExpressionBuilder,
} from '../run-condition.js';

/** The JSON shapes (`jsonShapeOf`) each check accepts. */
const shapesOfCheck = {
  valid: [jsonShapes.document],
  invalid: [jsonShapes.text, jsonShapes.embedsObject],
  contains: [jsonShapes.document, jsonShapes.embedsObject],
} as const satisfies Record<FilterParamsOf<'json'>[1], readonly JsonShape[]>;

/**
 * JSON checks on the text a person reads in the field (see `contentText`:
 * for a message, its content; for a structured value that is not a message,
 * its JSON text, which is JSON by construction), by its shape (`jsonShapeOf`):
 * - `valid`: the text is a JSON object or array (outer shape only; bare
 *   scalars such as `42` or `"hi"` are not counted);
 * - `invalid`: the run has the field and its text is not `valid`;
 * - `contains`: `valid`, or the text embeds an object, as in
 *   `Here it is: {"name": "Ada"}`.
 * A run without the field matches none of the three. Narrowed by the stored
 * shapes (`withContentFactPrefilter`).
 */
export function compileJsonFilter(
  [field, check]: FilterParamsOf<'json'>,
  eb: RunExpressionBuilder,
  options: FilterCompileOptions = defaultCompileOptions,
): RunCondition {
  return withContentFactPrefilter(
    eb,
    field === 'input' ? 'input_json' : 'output_json',
    jsonShapeOf(contentText(eb, field)),
    (shape) => eb(shape, 'in', [...shapesOfCheck[check]]),
    options,
  );
}
