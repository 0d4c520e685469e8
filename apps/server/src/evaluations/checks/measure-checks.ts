import type { FilterParamsOf } from '@lookout/filters';
import type { EvaluationSubject } from '../evaluation-subject.js';
import type { CheckFunction } from './check-function.js';
import { compareNumber, operatorWords, shownNumber } from './compare-number.js';

type TokenKind = FilterParamsOf<'tokens'>[0];

/** The count each choice reads; a missing total is prompt plus completion, as in the log filter. */
function tokenCount(subject: EvaluationSubject, kind: TokenKind): number | null {
  if (kind === 'prompt') return subject.promptTokens;
  if (kind === 'completion') return subject.completionTokens;
  if (subject.totalTokens !== null) return subject.totalTokens;
  if (subject.promptTokens === null || subject.completionTokens === null) return null;
  return subject.promptTokens + subject.completionTokens;
}

/** Passes when the prompt, completion or total token count compares with the number; the score is the count. */
export const tokensCheck: CheckFunction<'tokens'> = ([kind, operator, count], subject) => {
  const measured = tokenCount(subject, kind);
  if (measured === null) {
    return { passed: false, score: null, reason: `No ${kind} token count was recorded.` };
  }
  return {
    passed: compareNumber(measured, operator, count),
    score: measured,
    reason: `${measured} ${kind} tokens; the check wants ${operatorWords[operator]} ${count}.`,
  };
};

/** Passes when the cost in dollars compares with the amount; the score is the cost. */
export const costCheck: CheckFunction<'cost'> = ([operator, dollars], subject) => {
  if (subject.cost === null) return { passed: false, score: null, reason: 'No cost is known.' };
  return {
    passed: compareNumber(subject.cost, operator, dollars),
    score: subject.cost,
    reason: `It cost $${shownNumber(subject.cost)}; the check wants ${operatorWords[operator]} $${shownNumber(dollars)}.`,
  };
};

/** Passes when the duration in seconds compares with the number; the score is the duration in seconds. */
export const durationCheck: CheckFunction<'duration'> = ([operator, seconds], subject) => {
  if (subject.durationMs === null) {
    return { passed: false, score: null, reason: 'No duration was recorded.' };
  }
  // Compare in milliseconds, as the log filter does: 1.1 s is 1100 ms, not 1100.0000000000002.
  const milliseconds = Math.round(seconds * 1_000_000) / 1000;
  const measured = subject.durationMs / 1000;
  return {
    passed: compareNumber(subject.durationMs, operator, milliseconds),
    score: measured,
    reason: `It took ${shownNumber(measured)} s; the check wants ${operatorWords[operator]} ${shownNumber(seconds)} s.`,
  };
};
