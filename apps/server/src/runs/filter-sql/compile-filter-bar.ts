import {
  checkParamValue,
  type Filter,
  type FilterBar,
  type FilterId,
  type FilterParamsOf,
  getFilterDefinition,
  parseFilterBar,
} from '@lookout/filters';
import { filterCompilers } from './filter-compilers.js';
import { readsRunContent, readsStoredContentFacts } from './reads-run-content.js';
import {
  defaultCompileOptions,
  type FilterCompileOptions,
  matchEveryRun,
  type RunCondition,
  type RunExpressionBuilder,
} from './run-condition.js';

/**
 * Whether a filter's parameters are what its catalogue entry says (count,
 * types, choices, dates), as strict parsing guarantees. Numbers outside their
 * bounds are kept, as strict parsing keeps them: they compile to a comparison
 * that is simply true or false.
 */
export function hasValidParams(filter: Filter): boolean {
  const definition = getFilterDefinition(filter.id);
  if (!definition || definition.params.length !== filter.params.length) return false;
  return definition.params.every((param, index) => {
    const problem = checkParamValue(param, filter.params[index]);
    return problem === null || problem.code === 'out-of-range';
  });
}

function compileFilter<Id extends FilterId>(
  id: Id,
  params: FilterParamsOf<Id>,
  eb: RunExpressionBuilder,
  options: FilterCompileOptions,
): RunCondition {
  if (options.searchIndex === 'skip' && readsRunContent[id] && !readsStoredContentFacts.has(id)) {
    return matchEveryRun;
  }
  return filterCompilers[id](params, eb, options);
}

/**
 * Compiles a filter bar to one parameterised condition on the `run` table:
 * the AND or OR of its filters, each by its compiler in `filterCompilers`.
 * Every value is a bound parameter; column names and JSON paths come only
 * from fixed tables in the compilers. A filter whose parameters are invalid
 * is left out, as strict parsing would drop it; an empty bar matches every
 * run. The condition does not scope by project: callers add that.
 * @example
 * db.selectFrom('run').selectAll()
 *   .where('project_id', '=', projectId)
 *   .where((eb) => compileFilterBar(bar, eb))
 */
export function compileFilterBar(
  bar: FilterBar,
  eb: RunExpressionBuilder,
  options: FilterCompileOptions = defaultCompileOptions,
): RunCondition {
  const conditions = bar.filters
    .filter(hasValidParams)
    .map((filter) =>
      compileFilter(filter.id, filter.params as FilterParamsOf<FilterId>, eb, options),
    );
  if (conditions.length === 0) return matchEveryRun;
  return bar.operator === 'OR' ? eb.or(conditions) : eb.and(conditions);
}

/**
 * Parses a filter string strictly (unknown ids and invalid filters are
 * dropped, see `parseFilterBar`), then compiles it with `compileFilterBar`.
 * Never throws on bad input: an unreadable string is an empty bar.
 * @example
 * db.selectFrom('run').select('id')
 *   .where('project_id', '=', projectId)
 *   .where((eb) => compileFilterString('OR&status=error&cost=gt.0%2E1', eb))
 */
export function compileFilterString(
  text: string,
  eb: RunExpressionBuilder,
  options: FilterCompileOptions = defaultCompileOptions,
): RunCondition {
  return compileFilterBar(parseFilterBar(text), eb, options);
}
