/** How the pressure is measured; every field has a default fit for a server. */
export interface IngestPressureOptions {
  /** The sliding window the busy share is measured over. */
  windowMs?: number;
  /** Share of the window (0–1) the writer must have been busy for ingestion to count as busy. */
  busyShare?: number;
  /** A monotonic clock in milliseconds (tests pass a fake one). */
  now?: () => number;
}

/**
 * How hard this process is working to acknowledge ingestion: the share of the
 * last window during which at least one accepted write was waiting for its
 * commit (queued in a writer lane or being written). The run write queue
 * feeds it (`begin` when a request's events are handed over, the returned
 * `end` when they are committed or refused); the job runner reads `busy()` to
 * hold background work (DESIGN §11). A trickle of requests keeps the share
 * low; back-to-back batches keep it near 1.
 *
 * Measured with two buckets of one window each: the share of the current
 * bucket plus the previous bucket's, weighted by how much of it still falls
 * inside the window. O(1) per call, no timers.
 */
export class IngestPressure {
  readonly windowMs: number;
  private readonly threshold: number;
  private readonly now: () => number;
  private inFlight = 0;
  /** When the writer became busy (null while idle). */
  private busySince: number | null = null;
  private bucketStart: number;
  /** Busy time inside the current bucket of periods that ended. */
  private bucketBusyMs = 0;
  private previousBusyMs = 0;

  constructor({ windowMs = 1_000, busyShare = 0.5, now }: IngestPressureOptions = {}) {
    if (!(windowMs > 0)) throw new Error('The ingest pressure window must be positive.');
    if (!(busyShare > 0 && busyShare <= 1))
      throw new Error('The ingest pressure threshold must be above 0 and at most 1.');
    this.windowMs = windowMs;
    this.threshold = busyShare;
    this.now = now ?? (() => performance.now());
    this.bucketStart = this.now();
  }

  /** A write was handed to the writer; call the answer once it is committed or refused. */
  begin(): () => void {
    const at = this.now();
    this.roll(at);
    this.inFlight += 1;
    if (this.inFlight === 1) this.busySince = at;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const end = this.now();
      this.roll(end);
      this.inFlight -= 1;
      if (this.inFlight === 0) {
        this.bucketBusyMs += this.openBusyMs(this.bucketStart, end);
        this.busySince = null;
      }
    };
  }

  /** Writes handed over and not yet settled. */
  get writesInFlight(): number {
    return this.inFlight;
  }

  /** Share (0–1) of the last window the writer was busy. */
  busyShare(): number {
    const at = this.now();
    this.roll(at);
    const elapsed = at - this.bucketStart;
    const current = this.bucketBusyMs + this.openBusyMs(this.bucketStart, at);
    const previousWeight = Math.max(0, this.windowMs - elapsed) / this.windowMs;
    return Math.min(1, (current + this.previousBusyMs * previousWeight) / this.windowMs);
  }

  /** Whether ingestion keeps the writer busy: background jobs should wait. */
  busy(): boolean {
    return this.busyShare() >= this.threshold;
  }

  /** Busy time of the period under way between `from` and `to`. */
  private openBusyMs(from: number, to: number): number {
    return this.busySince === null ? 0 : Math.max(0, to - Math.max(this.busySince, from));
  }

  /** Closes the buckets `at` is past; the last complete one becomes the previous bucket. */
  private roll(at: number): void {
    const windows = Math.floor((at - this.bucketStart) / this.windowMs);
    if (windows < 1) return;
    const lastStart = this.bucketStart + (windows - 1) * this.windowMs;
    // The busy period under way began in the current bucket at the earliest (begin rolls first),
    // so a bucket skipped whole was busy throughout or not at all.
    this.previousBusyMs =
      windows === 1
        ? this.bucketBusyMs + this.openBusyMs(lastStart, lastStart + this.windowMs)
        : this.openBusyMs(lastStart, lastStart + this.windowMs);
    this.bucketStart = lastStart + this.windowMs;
    this.bucketBusyMs = 0;
  }
}
