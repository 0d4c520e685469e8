import type { FilterParamsOf } from '@lookout/filters';
import { type Expression, sql } from 'kysely';
import { compareNumber } from '../number-comparison.js';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

type TokenKind = FilterParamsOf<'tokens'>[0];

/** The count each choice reads; a missing total is prompt plus completion. */
const tokenCounts = {
  prompt: (eb) => eb.ref('run.prompt_tokens'),
  completion: (eb) => eb.ref('run.completion_tokens'),
  total: (eb) =>
    sql<
      number | null
    >`coalesce(${eb.ref('run.total_tokens')}, ${eb.ref('run.prompt_tokens')} + ${eb.ref('run.completion_tokens')})`,
} as const satisfies Record<TokenKind, (eb: RunExpressionBuilder) => Expression<number | null>>;

/** Runs whose prompt, completion or total token count compares with the number. */
export function compileTokensFilter(
  [kind, operator, count]: FilterParamsOf<'tokens'>,
  eb: RunExpressionBuilder,
): RunCondition {
  return compareNumber(eb, tokenCounts[kind](eb), operator, count);
}
