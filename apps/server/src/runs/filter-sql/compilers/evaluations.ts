import type { FilterParamsOf } from '@lookout/filters';
import { type SqlBool, sql } from 'kysely';
import { matchNoRun, type RunCondition, type RunExpressionBuilder } from '../run-condition.js';
import { isStorableText } from '../text-pattern.js';

/** What each result choice means on a stored evaluation result. */
const resultConditions = {
  passed: sql`er.status = 'done' and er.passed is true`,
  failed: sql`er.status = 'done' and er.passed is false`,
  error: sql`er.status = 'error'`,
} as const;

/**
 * Runs one of the chosen evaluators graded with the chosen result: `passed`
 * and `failed` are finished gradings with that verdict, `error` gradings that
 * failed for good. Runs still pending, or never graded by them, match none.
 * Evaluators are named by id (text, so a value that is not a uuid simply
 * matches nothing).
 */
export function compileEvaluationsFilter(
  [evaluators, result]: FilterParamsOf<'evaluations'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const ids = evaluators.filter(isStorableText);
  if (ids.length === 0) return matchNoRun;
  return sql<SqlBool>`exists (select 1 from evaluation_result as er
    where er.project_id = ${eb.ref('run.project_id')} and er.run_id = ${eb.ref('run.id')}
      and er.evaluator_id::text = any(${ids}::text[])
      and ${resultConditions[result]})`;
}
