import { EvaluationError } from '../evaluation-error.js';
import type { EvaluationSubject } from '../evaluation-subject.js';
import { subjectText } from '../subject-text.js';

/**
 * The text of the subject's expected output, for the checks that compare the
 * answer with it; throws a not-retryable `EvaluationError` naming the check
 * when the subject has none.
 */
export function expectedText(subject: EvaluationSubject, checkName: string): string {
  const expected = subjectText(subject.expectedOutput);
  if (expected === null || expected.trim() === '') {
    throw new EvaluationError(
      `${checkName} compares the answer with an expected output, and this one has none: add an expected output to the dataset item.`,
      false,
    );
  }
  return expected;
}
