/**
 * At most `limit` tasks at a time, the others waiting their turn in order:
 * the model calls of a process's background jobs share one, so several
 * experiments together stay within LOOKOUT_PROVIDER_CONCURRENCY.
 *
 * @example const limit = new ConcurrencyLimit(8); await limit.run(() => completeChat(request));
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError('A concurrency limit is a whole number of at least 1.');
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Runs `task` once a slot is free; the slot is given back however it ends. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` never exceeds the limit.
      if (next) next();
      else this.active -= 1;
    }
  }
}
