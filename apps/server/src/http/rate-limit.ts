/**
 * Counts requests per key (client address, account, email…) and says when a
 * key is over its limit. In memory (`RateLimiter`) on the embedded database,
 * which one process serves; in PostgreSQL (`SharedRateLimiter`) otherwise, so
 * any number of processes enforce one limit together.
 */
export interface RateLimit {
  /** Counts one hit for `key`; false when the key is over its limit in this window. */
  hit(key: string): boolean | Promise<boolean>;
}
