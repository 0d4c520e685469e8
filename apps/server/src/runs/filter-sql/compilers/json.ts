import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';
import { contentText } from '../run-content-text.js';

/** The whole text is one JSON object or array (outer shape; the inside is not parsed). */
const jsonDocument = '^\\s*(\\{.*\\}|\\[.*\\])\\s*$';
/** The text holds a JSON object: a brace, a quoted key and a colon, then a closing brace. */
const embeddedJsonObject = '\\{\\s*"[^"]*"\\s*:.*\\}';

/**
 * JSON checks on the text a person reads in the field (see `contentText`:
 * for a message, its content; for a structured value that is not a message,
 * its JSON text, which is JSON by construction).
 * - `valid`: the text is a JSON object or array: it starts with `{` or `[`
 *   and ends with the matching `}` or `]`, ignoring surrounding whitespace.
 *   Bare scalars (`42`, `"hi"`) are not counted. PostgreSQL 15 cannot test
 *   that text parses without failing the query, so this checks the outer
 *   shape only.
 * - `invalid`: the run has the field and its text is not `valid`.
 * - `contains`: `valid`, or the text embeds an object (`{`, a quoted key and
 *   `:`, then a closing `}`), as in `Here it is: {"name": "Ada"}`.
 * A run without the field matches none of the three.
 */
export function compileJsonFilter(
  [field, check]: FilterParamsOf<'json'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const text = contentText(eb, field);
  const isDocument = eb(text, '~', sql<string>`${jsonDocument}::text`);
  if (check === 'valid') return isDocument;
  if (check === 'invalid') return eb.and([eb(text, 'is not', null), eb.not(isDocument)]);
  return eb.or([isDocument, eb(text, '~', sql<string>`${embeddedJsonObject}::text`)]);
}
