import type { EvaluationVerdict } from '@lookout/domain';
import { type FilterBar, getFilterDefinition } from '@lookout/filters';
import type { CheckContext, EvaluationSubject } from './evaluation-subject.js';
import { runCheck } from './run-check.js';

/** One check's outcome in a checklist: its verdict, or why it could not grade (`passed` null). */
export type ChecklistCheckResult = EvaluationVerdict & {
  /** The check's filter id. */
  check: string;
  /** The check's name in the catalogue. */
  name: string;
  error: string | null;
};

/** A checklist's outcome on one subject. */
export interface ChecklistResult {
  /**
   * The checks combined by the bar's AND/OR; null when the errored checks
   * could decide it (AND: none failed but one errored; OR: none passed but one
   * errored) or when there is no check.
   */
  passed: boolean | null;
  checks: ChecklistCheckResult[];
}

/**
 * Grades one subject with every check of a checklist, one after the other
 * (AI checks each call the judge). A check that throws is recorded with its
 * error and `passed: null`, and the others still run. AND fails as soon as a
 * check failed and passes only when every check passed; OR passes as soon as
 * a check passed and fails only when every check failed; otherwise an errored
 * check leaves the outcome unknown (null), never a pass it did not earn.
 */
export async function runChecklist(
  bar: FilterBar,
  subject: EvaluationSubject,
  context: CheckContext,
): Promise<ChecklistResult> {
  const checks: ChecklistCheckResult[] = [];
  for (const check of bar.filters) {
    const name = getFilterDefinition(check.id)?.name ?? check.id;
    try {
      const verdict = await runCheck(check, subject, context);
      checks.push({ ...verdict, check: check.id, name, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      checks.push({
        passed: null,
        score: null,
        reason: null,
        check: check.id,
        name,
        error: message,
      });
    }
  }
  const verdicts = checks.map((check) => check.passed);
  // The verdict that settles the bar by itself: a failure for AND, a pass for OR.
  const decisive = bar.operator !== 'AND';
  const passed =
    verdicts.length === 0
      ? null
      : verdicts.includes(decisive)
        ? decisive
        : verdicts.includes(null)
          ? null
          : !decisive;
  return { passed, checks };
}
