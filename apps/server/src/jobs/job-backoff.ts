/** Waits before the next attempt of a failed job: doubling from the first, capped, with jitter. */
export interface JobBackoff {
  firstMs: number;
  maxMs: number;
}

/** A minute at most between attempts: jobs retry transient failures, not hour-long outages. */
export const defaultJobBackoff: JobBackoff = { firstMs: 1_000, maxMs: 60_000 };

/**
 * How long to wait after failed attempt number `attempt` (1 for the first):
 * `firstMs · 2^(attempt-1)` capped at `maxMs`, then a random 50–100 % of it so
 * jobs that failed together (an outage) do not all retry at the same instant.
 */
export function retryDelayMs(attempt: number, backoff: JobBackoff, random = Math.random): number {
  const exponential = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(exponential * (0.5 + random() / 2));
}
