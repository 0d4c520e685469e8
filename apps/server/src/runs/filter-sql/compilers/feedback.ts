import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

/**
 * Runs with any of the chosen feedbacks: `up` and `down` read the thumb;
 * `none` is a run without feedback or whose feedback has no thumb (a comment
 * alone).
 */
export function compileFeedbackFilter(
  [choices]: FilterParamsOf<'feedback'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const thumb = sql<string | null>`(${eb.ref('run.feedback')} ->> 'thumb')`;
  const thumbs = choices.filter((choice) => choice !== 'none');
  const conditions: RunCondition[] = [];
  if (thumbs.length > 0) conditions.push(eb(thumb, 'in', thumbs));
  if (choices.includes('none')) conditions.push(eb(thumb, 'is', null));
  return eb.or(conditions);
}
