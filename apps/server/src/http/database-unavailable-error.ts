import { databaseRetryAfterSeconds } from '../db/database-unavailable.js';
import { ApiError } from './api-error.js';

/** The title and what happened, for each cause of a database outage. */
const outageAnswers = {
  unreachable: {
    title: 'Database unavailable',
    detail: 'The database cannot be reached right now, so the request was not completed.',
  },
  busy: {
    title: 'Database busy',
    detail:
      'Every database connection is busy with other requests, so this request was not started.',
  },
} as const satisfies Record<string, { title: string; detail: string }>;

/**
 * The 503 every request gets while the database is unreachable, or while
 * every pooled connection stays busy (`busy`); SDKs retry on it.
 */
export function databaseUnavailableError(
  cause: keyof typeof outageAnswers = 'unreachable',
): ApiError {
  const { title, detail } = outageAnswers[cause];
  const error = new ApiError(
    503,
    title,
    `${detail} Please try again in ${databaseRetryAfterSeconds} seconds.`,
    { code: 'database_unavailable' },
  );
  error.headers['Retry-After'] = String(databaseRetryAfterSeconds);
  return error;
}
