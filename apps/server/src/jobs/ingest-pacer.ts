import { setTimeout as delay } from 'node:timers/promises';
import type { IngestPressureSignal } from './background-priority.js';

/** How long work paces itself while ingestion is busy; every field but `pressure` has a default. */
export interface IngestPacerOptions {
  /** Fed by the ingestion write path (`IngestPressure`). */
  pressure: IngestPressureSignal;
  /**
   * Share (0–1] of the time the paced job's own steps may take while ingestion
   * is busy: after a step of `t` ms it waits `t × (1 − share) / share` ms.
   */
  share?: number;
  /** The longest single wait, so a slow step never parks the job for long. */
  maxWaitMs?: number;
  /** A monotonic clock in milliseconds (tests pass a fake one). */
  now?: () => number;
  /** Waits `ms` or until `signal` aborts (tests pass a fake one). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Default share of a paced job while ingestion is busy: one step in five of the time. */
export const defaultPacedShare = 0.2;

/**
 * How a long job made of many short database steps (a retention pass, a sweep)
 * gives way to ingestion without stopping (DESIGN §11): between two steps it
 * calls `pace()`, which returns at once while ingestion is quiet, and while
 * ingestion keeps the writer busy waits in proportion to the step just done,
 * so the job's statements hold the database for at most `share` of the time.
 * Deletion then slows down under load instead of taking the database's
 * cores from the writers, and runs at full speed again once ingestion calms.
 * One pacer per running job (it times that job's steps).
 */
export class IngestPacer {
  private readonly pressure: IngestPressureSignal;
  private readonly share: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  private stepStartedAt: number;

  constructor({
    pressure,
    share = defaultPacedShare,
    maxWaitMs = 5_000,
    now,
    sleep,
  }: IngestPacerOptions) {
    if (!(share > 0 && share <= 1))
      throw new Error('The paced share must be above 0 and at most 1.');
    if (!(maxWaitMs >= 0)) throw new Error('The longest pacing wait must not be negative.');
    this.pressure = pressure;
    this.share = share;
    this.maxWaitMs = maxWaitMs;
    this.now = now ?? (() => performance.now());
    this.sleep = sleep ?? ((ms, signal) => delay(ms, undefined, { signal }));
    this.stepStartedAt = this.now();
  }

  /**
   * Ends a step: waits while ingestion is busy (see the class), then starts
   * timing the next step. Rejects with the signal's reason once it aborts.
   */
  async pace(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    const stepMs = Math.max(0, this.now() - this.stepStartedAt);
    if (this.pressure.busy()) {
      const waitMs = Math.min(this.maxWaitMs, (stepMs * (1 - this.share)) / this.share);
      if (waitMs > 0) await this.sleep(waitMs, signal);
    }
    this.stepStartedAt = this.now();
  }
}
