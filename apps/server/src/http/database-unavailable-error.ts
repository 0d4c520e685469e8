import { databaseRetryAfterSeconds } from '../db/database-unavailable.js';
import { ApiError } from './api-error.js';

/** The 503 every request gets while the database is unreachable; SDKs retry on it. */
export function databaseUnavailableError(): ApiError {
  const error = new ApiError(
    503,
    'Database unavailable',
    `The database cannot be reached right now, so the request was not completed. Please try again in ${databaseRetryAfterSeconds} seconds.`,
    { code: 'database_unavailable' },
  );
  error.headers['Retry-After'] = String(databaseRetryAfterSeconds);
  return error;
}
