import type { RateLimit } from './rate-limit.js';

/**
 * Fixed-window counter per key (client address, account, email…). In memory,
 * for the embedded database that one process serves; several processes on
 * PostgreSQL share `SharedRateLimiter` instead.
 */
export class RateLimiter implements RateLimit {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one hit for `key`; false when the key is over its limit in this window. */
  hit(key: string, now = Date.now()): boolean {
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= this.limit;
  }

  /** Forgets `key`, for example after a successful login. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
