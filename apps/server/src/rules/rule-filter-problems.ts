import { parseFilterBarLenient, validateFilterBar } from '@lookout/filters';

/**
 * What is wrong with the filter string of a filtering rule, one message per
 * problem (empty when the string is a valid logs filter bar). A rule must not
 * be saved with filters that would silently be dropped at ingestion.
 * @example
 * ruleFilterProblems('type=llm&cost=gt.-1') // ['Cost dollars must be at least 0']
 */
export function ruleFilterProblems(filters: string): string[] {
  const { bar, dropped } = parseFilterBarLenient(filters);
  return [
    ...dropped.map((item) => item.reason),
    ...validateFilterBar(bar, { context: 'logs' }).map((problem) => problem.message),
  ];
}
