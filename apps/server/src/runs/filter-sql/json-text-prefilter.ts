import { sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from './run-condition.js';
import { type ContentField, fieldValue } from './run-content-text.js';
import { likePattern } from './text-pattern.js';

/**
 * Whether JSON writes `text` as itself: it holds none of the characters JSON
 * text escapes (`"`, `\` and the control characters U+0000–U+001F).
 * @example isWrittenAsIsInJson('refund policy') // true
 * @example isWrittenAsIsInJson('say "hi"') // false
 */
export function isWrittenAsIsInJson(text: string): boolean {
  for (const character of text) {
    if (character === '"' || character === '\\' || character < ' ') return false;
  }
  return true;
}

/**
 * `condition` on the text of a field (its stored text, or what a person
 * reads in it), behind a test the trigram index on `(input::text)` or
 * `(output::text)` can answer (migration 0005): the field's JSON text
 * contains `text` with the same case rule. Any text read out of a field is a
 * string written in its JSON text (escaped) or a piece of that JSON text, so
 * when JSON writes `text` as itself a field whose text contains it has JSON
 * text containing it: the test only lets the index skip runs, and the result
 * is the condition's. Otherwise the condition is returned alone (no index).
 * @example eb.or([withJsonTextPrefilter(eb, 'input', 'ilike', query, exact)])
 */
export function withJsonTextPrefilter(
  eb: RunExpressionBuilder,
  field: ContentField,
  operator: 'like' | 'ilike',
  text: string,
  condition: RunCondition,
): RunCondition {
  if (!isWrittenAsIsInJson(text)) return condition;
  const jsonText = sql<string | null>`(${fieldValue(eb, field)})::text`;
  return eb.and([eb(jsonText, operator, likePattern(text, 'contains')), condition]);
}
