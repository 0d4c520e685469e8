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
  /** The checks combined by the bar's AND/OR; null when every check errored (or there is none). */
  passed: boolean | null;
  checks: ChecklistCheckResult[];
}

/**
 * Grades one subject with every check of a checklist, one after the other
 * (AI checks each call the judge). A check that throws is recorded with its
 * error and `passed: null`, and the others still run. The checklist passes
 * with AND when every check that graded passed, with OR when one did;
 * errored checks count for neither.
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
  const graded = checks.filter((check) => check.passed !== null).map((check) => check.passed);
  const passed =
    graded.length === 0
      ? null
      : bar.operator === 'AND'
        ? graded.every(Boolean)
        : graded.some(Boolean);
  return { passed, checks };
}
