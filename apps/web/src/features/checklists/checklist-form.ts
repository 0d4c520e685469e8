import { type Checklist, slugSchema } from '@lookout/domain';
import {
  type FilterBar,
  parseFilterBarLenient,
  serializeFilterBar,
  validateFilterBar,
} from '@lookout/filters';

/** The one kind of checklist the app makes: a set of evaluation checks. */
export const checklistType = 'evaluation';

/** What the checklist editor holds while the user types. */
export interface ChecklistDraft {
  slug: string;
  /** The checks, combined with AND or OR. */
  checks: FilterBar;
}

/** What is wrong with a draft, per field. */
export interface ChecklistDraftProblems {
  slug?: string;
  checks?: string;
}

/** An empty checklist. */
export function newChecklistDraft(): ChecklistDraft {
  return { slug: '', checks: { operator: 'AND', filters: [] } };
}

/** The draft of a stored checklist (half-filled checks are kept, to be finished). */
export function checklistDraftOf(checklist: Checklist): ChecklistDraft {
  return { slug: checklist.slug, checks: parseFilterBarLenient(checklist.data).bar };
}

/** Checks a draft as the server would: a valid slug and at least one complete evaluation check. */
export function checklistProblems(draft: ChecklistDraft): ChecklistDraftProblems {
  const problems: ChecklistDraftProblems = {};
  const slug = slugSchema.safeParse(draft.slug);
  if (!slug.success) problems.slug = slug.error.issues[0]?.message ?? 'Invalid slug';
  if (draft.checks.filters.length === 0) {
    problems.checks = 'Add at least one check';
  } else {
    const problem = validateFilterBar(draft.checks, { context: 'evaluations' })[0];
    if (problem) problems.checks = problem.message;
  }
  return problems;
}

/** The checks as the filter string the API stores. */
export function checklistData(draft: ChecklistDraft): string {
  return serializeFilterBar(draft.checks);
}
