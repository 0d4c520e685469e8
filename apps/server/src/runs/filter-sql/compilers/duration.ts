import type { FilterParamsOf } from '@lookout/filters';
import { compareNumber } from '../number-comparison.js';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

/**
 * Runs whose duration compares with a number of seconds. Runs still going
 * (no duration yet) match no operator.
 */
export function compileDurationFilter(
  [operator, seconds]: FilterParamsOf<'duration'>,
  eb: RunExpressionBuilder,
): RunCondition {
  // Durations are stored in milliseconds; round away binary noise (1.1 s → 1100 ms).
  const milliseconds = Math.round(seconds * 1_000_000) / 1000;
  return compareNumber(eb, eb.ref('run.duration_ms'), operator, milliseconds);
}
