/** What the runner reads to know whether this process is busy acknowledging ingestion. */
export interface IngestPressureSignal {
  busy(): boolean;
}

/** The priority rule of a runner; see {@link BackgroundPriority}. */
export interface BackgroundPriorityOptions {
  /** Fed by the ingestion write path (`IngestPressure`). */
  pressure: IngestPressureSignal;
  /**
   * While ingestion is busy, background jobs still start, one at most every
   * this many milliseconds, so they keep moving at a small bounded share.
   */
  everyMs: number;
  /** A monotonic clock in milliseconds (tests pass a fake one). */
  now?: () => number;
}

/**
 * The rule by which background work yields to ingestion (DESIGN §11): job
 * kinds declared `yieldsToIngestion` (production evaluation, enrichment) are
 * claimed freely while ingestion is quiet; while it keeps the writer busy,
 * one of them at most every `everyMs`. Other kinds (the ones users wait on:
 * experiments, backfills, retention) are never held. The runner asks
 * `backgroundSlots` before each claim and reports with `claimed`.
 */
export class BackgroundPriority {
  private readonly pressure: IngestPressureSignal;
  private readonly everyMs: number;
  private readonly now: () => number;
  /** The last background claim; the share is counted from the runner's start. */
  private lastClaimAt: number;

  constructor({ pressure, everyMs, now }: BackgroundPriorityOptions) {
    if (!(everyMs > 0)) throw new Error('The background share interval must be positive.');
    this.pressure = pressure;
    this.everyMs = everyMs;
    this.now = now ?? (() => performance.now());
    this.lastClaimAt = this.now();
  }

  /** How many of `free` worker slots background jobs may take now. */
  backgroundSlots(free: number): number {
    if (free < 1) return 0;
    if (!this.pressure.busy()) return free;
    return this.now() - this.lastClaimAt >= this.everyMs ? 1 : 0;
  }

  /** Records that `count` background jobs were just claimed. */
  claimed(count: number): void {
    if (count > 0) this.lastClaimAt = this.now();
  }
}
