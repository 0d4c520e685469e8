import { getFilterDefinition, parseFilterBarLenient, validateFilterBar } from '@lookout/filters';
import { isEvaluationCheckId } from '../evaluators/check-engine.js';
import { ApiError } from '../http/api-error.js';

/**
 * What is wrong with a checklist's checks, one message per problem (empty when
 * none): the string is read as an evaluation filter bar, so filters disabled
 * in evaluations are refused, and each filter must be a check an evaluation
 * can run on an answer.
 * @example checklistDataProblems('tone=pirate&type=llm') // ['Type is not available in evaluations']
 */
export function checklistDataProblems(data: string): string[] {
  const { bar, dropped } = parseFilterBarLenient(data);
  const problems = [
    ...dropped.map((item) => item.reason),
    ...validateFilterBar(bar, { context: 'evaluations' }).map((problem) => problem.message),
  ];
  for (const filter of bar.filters) {
    const definition = getFilterDefinition(filter.id);
    // Unknown filters and those disabled in evaluations are reported above.
    if (definition && !definition.disabledInEvaluations && !isEvaluationCheckId(filter.id))
      problems.push(`${definition.name} cannot be used as an evaluation check`);
  }
  return problems;
}

/** Refuses checklist checks with problems: 400 naming `data` and each problem. */
export function assertValidChecklistData(data: string): void {
  const problems = checklistDataProblems(data);
  if (problems.length > 0)
    throw new ApiError(400, 'Invalid request', `data: ${problems.join('; ')}`);
}
