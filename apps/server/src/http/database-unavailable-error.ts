import { databaseRetryAfterSeconds } from '../db/database-unavailable.js';
import { ApiError } from './api-error.js';

/**
 * The 503 every request gets while the database is unreachable, or while
 * every pooled connection stays busy (`busy`); SDKs retry on it.
 */
export function databaseUnavailableError(cause: 'unreachable' | 'busy' = 'unreachable'): ApiError {
  const error =
    cause === 'busy'
      ? new ApiError(
          503,
          'Database busy',
          `Every database connection is busy with other requests, so this request was not started. Please try again in ${databaseRetryAfterSeconds} seconds.`,
          { code: 'database_unavailable' },
        )
      : new ApiError(
          503,
          'Database unavailable',
          `The database cannot be reached right now, so the request was not completed. Please try again in ${databaseRetryAfterSeconds} seconds.`,
          { code: 'database_unavailable' },
        );
  error.headers['Retry-After'] = String(databaseRetryAfterSeconds);
  return error;
}
