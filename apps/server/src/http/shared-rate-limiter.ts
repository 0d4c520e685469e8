import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RateLimit } from './rate-limit.js';

/**
 * A fixed-window limit kept in the `rate_limit_window` table, so every server
 * process on one PostgreSQL counts the same hits: one upsert per hit, which
 * starts the key's window over when the stored one has ended. Windows are
 * aligned to multiples of `windowMs`; a process whose clock lags a little
 * counts into the newer window instead of resetting it.
 */
export class SharedRateLimiter implements RateLimit {
  constructor(
    private readonly db: Kysely<Database>,
    /** Names the limit, so several limits can count the same key apart. */
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<boolean> {
    const now = this.clock();
    const windowStart = new Date(now - (now % this.windowMs));
    const row = await this.db
      .insertInto('rate_limit_window')
      .values({ scope: this.scope, key, window_start: windowStart, hits: 1 })
      .onConflict((conflict) =>
        conflict.columns(['scope', 'key']).doUpdateSet({
          hits: sql<number>`case when rate_limit_window.window_start >= excluded.window_start
            then rate_limit_window.hits + 1 else 1 end`,
          window_start: sql<Date>`greatest(rate_limit_window.window_start, excluded.window_start)`,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return row.hits <= this.limit;
  }
}
