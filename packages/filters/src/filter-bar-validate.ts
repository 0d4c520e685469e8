import type { FilterBar } from './filter-bar.js';
import { getFilterDefinition } from './filter-catalogue.js';
import type { FilterContext } from './filter-definition.js';
import { checkParamValue, type ParamValueProblem, paramSubject } from './param-value-check.js';

/** Kinds of problem {@link validateFilterBar} reports. */
export type FilterBarProblemCode =
  | ParamValueProblem['code']
  | 'unknown-filter'
  | 'wrong-arity'
  | 'once-per-bar'
  | 'evaluation-only'
  | 'disabled-in-evaluations';

/** One problem of a filter bar, pointing at the filter (and parameter) at fault. */
export interface FilterBarProblem {
  readonly code: FilterBarProblemCode;
  /** Position of the filter in `bar.filters`. */
  readonly filterIndex: number;
  readonly filterId: string;
  /** Position of the parameter, for parameter problems. */
  readonly paramIndex?: number;
  readonly message: string;
}

/** Where the bar is used, which decides the filters it may hold. */
export interface FilterBarValidationOptions {
  readonly context: FilterContext;
}

/**
 * Lists what is wrong with a filter bar in a context: unknown ids, wrong
 * parameter counts, empty or invalid parameters, numbers outside their
 * bounds, a once-per-bar filter repeated (reported on each repeat), an
 * evaluation-only filter outside evaluations, and a filter disabled in
 * evaluations inside them. An empty list means the bar is valid.
 * @example
 * validateFilterBar({ operator: 'AND', filters: [{ id: 'cost', params: ['gt', -1] }] },
 *   { context: 'logs' }) // [{ code: 'out-of-range', message: 'Cost dollars must be at least 0', … }]
 */
export function validateFilterBar(
  bar: FilterBar,
  { context }: FilterBarValidationOptions,
): FilterBarProblem[] {
  const problems: FilterBarProblem[] = [];
  const seen = new Set<string>();
  for (const [filterIndex, filter] of bar.filters.entries()) {
    const filterId: string = filter.id;
    const report = (code: FilterBarProblemCode, message: string, paramIndex?: number) =>
      problems.push({
        code,
        filterIndex,
        filterId,
        message,
        ...(paramIndex === undefined ? {} : { paramIndex }),
      });
    const definition = getFilterDefinition(filterId);
    if (!definition) {
      report('unknown-filter', `Unknown filter "${filterId}"`);
      continue;
    }
    const { name } = definition;
    if (definition.onlyOncePerBar && seen.has(filterId)) {
      report('once-per-bar', `${name} can be used only once in a filter bar`);
    }
    seen.add(filterId);
    if (context === 'logs' && definition.evaluationOnly) {
      report('evaluation-only', `${name} is available only in evaluations`);
    }
    if (context === 'evaluations' && definition.disabledInEvaluations) {
      report('disabled-in-evaluations', `${name} is not available in evaluations`);
    }
    if (filter.params.length !== definition.params.length) {
      const expected = definition.params.length;
      report(
        'wrong-arity',
        `${name} takes ${expected} parameter${expected === 1 ? '' : 's'}, found ${filter.params.length}`,
      );
      continue;
    }
    for (const [paramIndex, param] of definition.params.entries()) {
      const problem = checkParamValue(param, filter.params[paramIndex], paramSubject(name, param));
      if (problem) report(problem.code, problem.message, paramIndex);
    }
  }
  return problems;
}
