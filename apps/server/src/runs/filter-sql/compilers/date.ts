import type { FilterParamsOf } from '@lookout/filters';
import { sql } from 'kysely';
import type { RunCondition, RunExpressionBuilder } from '../run-condition.js';

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a date parameter stands for: a calendar date is the start of
 * that day in UTC, an ISO instant is itself. PostgreSQL has no year 0, so a
 * date in it (earlier than any run) becomes `-infinity`.
 */
function boundaryOf(date: string): string {
  if (date.startsWith('0000-')) return '-infinity';
  return calendarDate.test(date) ? `${date}T00:00:00Z` : date;
}

/**
 * Runs started at or after the date (`after`), or strictly before it
 * (`before`). The two are complementary: `after 2024-05-01` includes the whole
 * of May 1st (UTC) and `before 2024-05-01` ends at its first instant.
 */
export function compileDateFilter(
  [when, date]: FilterParamsOf<'date'>,
  eb: RunExpressionBuilder,
): RunCondition {
  const boundary = sql<Date>`${boundaryOf(date)}::timestamptz`;
  return eb('run.created_at', when === 'after' ? '>=' : '<', boundary);
}
