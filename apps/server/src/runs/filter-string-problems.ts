import { parseFilterBarLenient, validateFilterBar } from '@lookout/filters';
import { ApiError } from '../http/api-error.js';

/**
 * What is wrong with a logs filter string, one message per problem (empty when the string is a
 * valid logs filter bar). The runs lists drop what they cannot read, so filters stored for later
 * (a filtering rule, a saved view) are checked when saved, not silently dropped when used.
 * @example
 * filterStringProblems('type=llm&cost=gt.-1') // ['Cost dollars must be at least 0']
 */
export function filterStringProblems(filters: string): string[] {
  const { bar, dropped } = parseFilterBarLenient(filters);
  return [
    ...dropped.map((item) => item.reason),
    ...validateFilterBar(bar, { context: 'logs' }).map((problem) => problem.message),
  ];
}

/**
 * Refuses filters that are not a valid logs filter bar with a 400 naming the body `field`.
 * @example assertValidFilterString(body.data, 'data') // throws 400 'data: Unknown filter "nope"'
 */
export function assertValidFilterString(filters: string, field: string): void {
  const problems = filterStringProblems(filters);
  if (problems.length > 0)
    throw new ApiError(400, 'Invalid request', `${field}: ${problems.join('; ')}`);
}
