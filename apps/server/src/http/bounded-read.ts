import type { Context } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { sqlStateOf } from '../db/sql-state.js';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { readerFor } from './read-database.js';

/** PostgreSQL's SQLSTATE for a statement stopped by `statement_timeout` (or a cancel). */
const queryCanceled = '57014';

/**
 * Runs a logs read (list, count, totals) on `readerFor(c)` with every
 * statement bounded by `readTimeoutMs` on PostgreSQL: a filter no index
 * serves (a regular expression, a JSON or length check over millions of
 * runs) is stopped instead of holding a connection for minutes, and the
 * caller is told how to narrow it. The embedded database runs one statement
 * at a time and has no timer: reads there are not bounded.
 */
export async function boundedRead<T>(
  c: Context<AppEnv>,
  read: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const { config, databaseKind } = c.var.ctx;
  const reader = readerFor(c);
  if (databaseKind !== 'postgres') return read(reader);
  try {
    return await reader.transaction().execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(config.readTimeoutMs)}, true)`.execute(
        trx,
      );
      return read(trx);
    });
  } catch (error) {
    if (sqlStateOf(error) === queryCanceled) throw readTimeoutError(config.readTimeoutMs);
    throw error;
  }
}

/** The 504 of a read stopped by its bound. */
function readTimeoutError(timeoutMs: number): ApiError {
  const seconds = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
  return new ApiError(
    504,
    'Search took too long',
    `Reading these runs took longer than ${seconds}, so it was stopped. Narrow the date range, or use fewer text checks (regular expression, JSON, length, text contains), and try again.`,
    { code: 'read_timeout' },
  );
}
