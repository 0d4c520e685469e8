import { compileUserRegex } from '../../rules/user-regex.js';
import { EvaluationError } from '../evaluation-error.js';
import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';

/**
 * Passes when the field's text has a match for the pattern (`contains`) or
 * has none (`not_contains`), case-sensitively, as the regex log filter. The
 * pattern runs on a linear-time engine (no back-references or lookarounds),
 * so a user's pattern cannot freeze the worker. A missing field contains no
 * match.
 */
export const regexCheck: CheckFunction<'regex'> = ([field, match, pattern], subject) => {
  const compiled = compileUserRegex(pattern);
  if (!compiled.ok) {
    throw new EvaluationError(`Regex pattern cannot be used: ${compiled.reason}`, false);
  }
  const text = subjectText(subject[field]);
  const found = text !== null && compiled.regex.matcher(text).find();
  const shown = `/${pattern}/`;
  return {
    passed: match === 'contains' ? found : !found,
    score: null,
    reason:
      text === null
        ? `There is no ${field} to match ${shown} against.`
        : found
          ? `The ${field} has a match for ${shown}.`
          : `The ${field} has no match for ${shown}.`,
  };
};
