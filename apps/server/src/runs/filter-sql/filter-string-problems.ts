import { parseFilterBarLenient, validateFilterBar } from '@lookout/filters';
import { ApiError } from '../../http/api-error.js';

/**
 * What is wrong with a logs filter string, one message per problem (empty when
 * it is a valid logs filter bar). Filtering rules and the runs API refuse such
 * strings rather than silently dropping the filters the strict parser leaves out.
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
 * Refuses a filter string with problems: 400 `{error, message}` naming the
 * request `field` and each problem. Saved views and filtering rules are checked
 * when saved, not silently dropped when used.
 * @example assertValidFilterString(body.data, 'data') // throws 400 'data: Unknown filter "nope"'
 */
export function assertValidFilterString(filters: string, field = 'filters'): void {
  const problems = filterStringProblems(filters);
  if (problems.length > 0) {
    throw new ApiError(400, 'Invalid request', `${field}: ${problems.join('; ')}`);
  }
}
