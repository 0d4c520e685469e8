import { errorMessage, isApiError } from '../../lib/api-errors';
import type { ChecklistDraftProblems } from './checklist-form';

/**
 * Where a refusal of the server belongs in the form: a taken or bad slug under the slug, a
 * refused check under the checks, anything else above the buttons.
 */
export function serverProblem(error: unknown): ChecklistDraftProblems & { form?: string } {
  const message = errorMessage(error);
  if (isApiError(error) && (error.status === 409 || /slug/i.test(message))) {
    return { slug: message };
  }
  if (isApiError(error) && error.status === 400) return { checks: message };
  return { form: message };
}
