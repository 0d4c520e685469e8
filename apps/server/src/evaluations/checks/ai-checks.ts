import type { ChatMessage } from '@lookout/domain';
import { askJudge } from '../ask-judge.js';
import { EvaluationError } from '../evaluation-error.js';
import type { EvaluationSubject } from '../evaluation-subject.js';
import { assertionPrompt } from '../judge-prompts/assertion-prompt.js';
import { factualnessPrompt } from '../judge-prompts/factualness-prompt.js';
import { guidelinesPrompt } from '../judge-prompts/guidelines-prompt.js';
import { tonePrompt } from '../judge-prompts/tone-prompt.js';
import { subjectText } from '../subject-text.js';
import type { CheckFunction } from './check-function.js';
import { expectedText } from './expected-text.js';

const text = (value: unknown) => subjectText(value) ?? '';

/** Passes when the judge finds that the answer meets the requirement. */
export const assertionCheck: CheckFunction<'assertion'> = async (
  [requirement],
  subject,
  context,
) => {
  const verdict = await askJudge(
    context,
    assertionPrompt(requirement, text(subject.input), text(subject.output)),
  );
  return { passed: verdict.passed, score: verdict.passed ? 1 : 0, reason: verdict.reason };
};

/** Passes when the judge finds that the answer speaks in the persona. */
export const toneCheck: CheckFunction<'tone'> = async ([persona], subject, context) => {
  const verdict = await askJudge(context, tonePrompt(persona, text(subject.output)));
  return { passed: verdict.passed, score: verdict.passed ? 1 : 0, reason: verdict.reason };
};

/**
 * Passes when the judge's grade (a–e: subset, superset, same details,
 * disagreement, differences that do not matter) is one of the accepted
 * letters. Needs an expected output.
 */
export const factualnessCheck: CheckFunction<'factualness'> = async (
  [accepted],
  subject,
  context,
) => {
  const expected = expectedText(subject, 'Factualness');
  const verdict = await askJudge(
    context,
    factualnessPrompt(text(subject.input), text(subject.output), expected),
  );
  const passed = (accepted as readonly string[]).includes(verdict.choice);
  return { passed, score: null, reason: `(${verdict.choice}) ${verdict.reason}` };
};

/** The system messages of a chat input: the guidelines the answer was given. */
function guidelinesOf(subject: EvaluationSubject): string | null {
  if (!Array.isArray(subject.input)) return null;
  const system = (subject.input as Partial<ChatMessage>[])
    .filter((message) => message?.role === 'system')
    .map((message) => subjectText(message) ?? '')
    .filter((content) => content.trim() !== '');
  return system.length > 0 ? system.join('\n\n') : null;
}

/**
 * Passes when the judge's score for following the guidelines (the system
 * messages of the input), 0 to 1, is at least the minimum percentage.
 */
export const guidelinesCheck: CheckFunction<'guidelines'> = async ([percent], subject, context) => {
  const guidelines = guidelinesOf(subject);
  if (guidelines === null) {
    throw new EvaluationError(
      'Guidelines grades the answer against the system message of its input, and this input has none.',
      false,
    );
  }
  const verdict = await askJudge(context, guidelinesPrompt(guidelines, text(subject.output)));
  return { passed: verdict.score * 100 >= percent, score: verdict.score, reason: verdict.reason };
};
