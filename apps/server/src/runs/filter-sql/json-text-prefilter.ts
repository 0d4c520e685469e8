import { searchCandidates } from '../../search/search-candidates.js';
import type { RunCondition, RunExpressionBuilder, SearchIndexUse } from './run-condition.js';

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
 * `condition`, a test that a field's text (its stored text, or what a person
 * reads in it) contains `text` with or without case, behind the search
 * index's candidates (`search/search-candidates.ts`), which are built from
 * the fields' stored text. Any text read out of a field is a string written
 * in its stored text (escaped when the field is not a plain string) or a
 * piece of it, so when JSON writes `text` as itself (`readText`), or the
 * condition tests the stored text itself, a matching run is a candidate: the
 * candidates only let the index skip runs, and the result is the condition's.
 * Otherwise, or when the index cannot narrow the text, the condition is
 * returned alone (a scan). `alsoName` adds the runs whose name matches that
 * ILIKE pattern to the candidates, for a condition that also tests the name.
 * `use: 'candidates'` returns the candidates without the condition (the
 * condition alone when the index cannot narrow it), `test` the condition
 * alone (`SearchIndexUse`).
 */
export function withSearchIndexPrefilter(
  eb: RunExpressionBuilder,
  text: string,
  condition: RunCondition,
  options: { reads: 'stored-text' | 'read-text'; alsoName?: string; use: SearchIndexUse },
): RunCondition {
  if (options.use === 'test') return condition;
  if (options.reads === 'read-text' && !isWrittenAsIsInJson(text)) return condition;
  const candidates = searchCandidates(
    text,
    options.alsoName === undefined ? {} : { alsoName: options.alsoName },
  );
  if (!candidates) return condition;
  return options.use === 'candidates' ? candidates : eb.and([candidates, condition]);
}
