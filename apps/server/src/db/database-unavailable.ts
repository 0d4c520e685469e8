/** Seconds a client should wait before retrying while the database is unreachable. */
export const databaseRetryAfterSeconds = 5;

/**
 * PostgreSQL error codes that mean "the server is going away or not there yet",
 * not "this statement is wrong": admin/crash shutdown, cannot connect now, and
 * the whole connection-exception class (08xxx).
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03']);

/** Node socket errors of a database that stopped, restarts or cannot be reached. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages the pg driver throws without a code when a connection is lost or cannot be had. */
const unavailableMessages = [
  /connection terminated/i,
  /connection timeout/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error and is not queryable/i,
  /cannot use a pool after calling end/i,
];

/** The parts of a thrown value the checks below read. */
interface ErrorParts {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether `error`, a cause in its chain, or one of the errors of an
 * AggregateError (one per address tried) passes `test`, looking at most 5
 * levels deep.
 */
function anyInCauseChain(error: unknown, test: (parts: ErrorParts) => boolean, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const parts = error as ErrorParts;
  if (test(parts)) return true;
  if (
    Array.isArray(parts.errors) &&
    parts.errors.some((inner) => anyInCauseChain(inner, test, depth + 1))
  )
    return true;
  return anyInCauseChain(parts.cause, test, depth + 1);
}

/**
 * Whether `error` means the database cannot be reached right now (it stops,
 * restarts or is not up yet), as opposed to a bug or bad data. The one place
 * that knows the driver's many ways of saying so; the cause chain and the
 * errors of an AggregateError are looked through.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyInCauseChain(error, ({ code, message }) => {
    if (typeof code === 'string') {
      if (unavailableSqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (unavailableSocketCodes.has(code)) return true;
    }
    return (
      typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))
    );
  });
}

/**
 * Whether `error` is the pool's: every connection stayed checked out while the
 * statement waited its connect timeout for one (pg-pool's "timeout exceeded
 * when trying to connect"). Slow statements holding the whole pool cause it
 * as well as a database that stopped answering, so it says "busy", not
 * "unreachable"; it is still an outage (503, retried).
 */
export function isDatabasePoolExhausted(error: unknown): boolean {
  return anyInCauseChain(
    error,
    ({ message }) =>
      typeof message === 'string' && /timeout exceeded when trying to connect/i.test(message),
  );
}

/** Seconds between two log lines about the same outage. */
const outageLogIntervalMs = 30_000;
let lastOutageLogAt = 0;

/**
 * Says in the log that requests are answered 503 because the database is
 * unreachable, at most every 30 s: an outage under load would otherwise print
 * a line per request.
 */
export function logDatabaseOutage(error: unknown, now = Date.now()): void {
  if (now - lastOutageLogAt < outageLogIntervalMs) return;
  lastOutageLogAt = now;
  console.warn(`${outageStatement(error)}; requests are answered 503 until it returns.`);
}

/**
 * What an outage error says happened, as the start of a log line: the
 * database is unreachable (with the driver's reason), or every pooled
 * connection stayed busy (`isDatabasePoolExhausted`).
 * @example outageStatement(refused) // 'The database is unreachable (ECONNREFUSED)'
 */
export function outageStatement(error: unknown): string {
  return isDatabasePoolExhausted(error)
    ? 'Every database connection stayed busy while a statement waited for one (slow statements, or a database that stopped answering)'
    : `The database is unreachable (${outageReason(error)})`;
}

/** The driver's reason in a few words (a refused connection to several addresses has no message, only a code). */
export function outageReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message || (error as { code?: string }).code || error.name;
}
