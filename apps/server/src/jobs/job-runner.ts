import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { isDatabaseUnavailable, outageStatement } from '../db/database-unavailable.js';
import type { Backoff } from '../db/retry-with-backoff.js';
import type { Database } from '../db/schema.js';
import { BackgroundPriority, type BackgroundPriorityOptions } from './background-priority.js';
import { IngestPacer, type IngestPacerOptions } from './ingest-pacer.js';
import type { JobRow } from './job.repository.js';
import { defaultJobBackoff, type JobBackoff, retryDelayMs } from './job-backoff.js';
import type { JobContext, JobPayloadInput, JobRegistry } from './job-definition.js';
import {
  type AttemptOutcome,
  claimJobs,
  failAbandonedJobs,
  finishAttempt,
  renewLease,
  saveProgress,
} from './job-lease.js';
import { type EnqueueOptions, enqueueJob } from './job-queue.js';
import { scheduleRecurring } from './recurring-jobs.js';
import { Wakeup } from './wakeup.js';

/** How a runner works; every field has a default fit for a server. */
export interface JobRunnerOptions {
  /** Jobs this process runs at the same time. */
  workers?: number;
  /** Pause between looks for due jobs while none are due. */
  pollIntervalMs?: number;
  /** How long a claimed job stays this process's without a renewal (renewed every third of it). */
  leaseMs?: number;
  /** Waits between attempts of a failing job. */
  retryBackoff?: JobBackoff;
  /** Waits between looks while the database is unreachable. */
  outageBackoff?: Backoff;
  /** How often recurring jobs are checked to be scheduled (besides at start and after each run). */
  scheduleIntervalMs?: number;
  /** How long `stop()` waits for stopped handlers to return before releasing their jobs. */
  stopGraceMs?: number;
  /** Names this runner in `locked_by` (default: host, process id and a random part). */
  owner?: string;
  /**
   * Holds kinds declared `yieldsToIngestion` while ingestion is busy (see
   * `BackgroundPriority`); without it every kind is claimed alike.
   */
  priority?: BackgroundPriorityOptions;
  /**
   * Paces every job's `yieldToIngestion()` checkpoints by this process's
   * ingestion (see `IngestPacer`); without it they return at once.
   */
  pacing?: IngestPacerOptions;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

/** Why a handler's signal aborted. */
class JobInterrupted extends Error {
  constructor(readonly why: 'cancelled' | 'stopping' | 'lease-lost') {
    super(
      why === 'cancelled'
        ? 'The job was cancelled.'
        : why === 'stopping'
          ? 'The server is stopping; the job is handed back.'
          : 'The lease of the job ran out and another runner took it.',
    );
    this.name = 'JobInterrupted';
  }
}

/**
 * The durable job runner of one process (DESIGN §11): claims due jobs of the
 * kinds in its registry from the `job` table, runs up to `workers` of them at
 * once under a renewed lease, retries failures with backoff, honours cancels,
 * keeps recurring jobs scheduled, and rides out database outages (it waits and
 * resumes; it never throws out of its loop). Several runners, in one process
 * or many on one PostgreSQL, never run the same job at once.
 */
export class JobRunner<Registry extends JobRegistry> {
  readonly owner: string;
  private readonly workers: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly retryBackoff: JobBackoff;
  private readonly outageBackoff: Backoff;
  private readonly scheduleIntervalMs: number;
  private readonly stopGraceMs: number;
  private readonly log: Pick<Console, 'info' | 'warn' | 'error'>;
  private readonly kinds: string[];
  /** Kinds that yield to ingestion, and the others (claimed first while ingestion is busy). */
  private readonly backgroundKinds: string[];
  private readonly foregroundKinds: string[];
  private readonly priority: BackgroundPriority | undefined;
  private readonly pacing: IngestPacerOptions | undefined;
  private readonly active = new Map<
    string,
    /** By lease token: a job that lost its lease may still be winding down when it is claimed again. */
    { id: string; controller: AbortController; done: Promise<void> }
  >();
  private readonly wakeup = new Wakeup();
  private loop: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private stopped = false;
  private lastScheduledAt = 0;
  private inOutage = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly registry: Registry,
    options: JobRunnerOptions = {},
  ) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.workers = Math.max(1, options.workers ?? 2);
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.retryBackoff = options.retryBackoff ?? defaultJobBackoff;
    this.outageBackoff = options.outageBackoff ?? { firstMs: 500, maxMs: 10_000 };
    this.scheduleIntervalMs = options.scheduleIntervalMs ?? 60_000;
    this.stopGraceMs = options.stopGraceMs ?? 10_000;
    this.log = options.log ?? console;
    this.kinds = Object.keys(registry);
    this.backgroundKinds = this.kinds.filter((kind) => registry[kind]?.yieldsToIngestion);
    this.foregroundKinds = this.kinds.filter((kind) => !registry[kind]?.yieldsToIngestion);
    this.priority =
      options.priority && this.backgroundKinds.length > 0
        ? new BackgroundPriority(options.priority)
        : undefined;
    this.pacing = options.pacing;
  }

  /** Starts looking for jobs; returns at once. */
  start(): void {
    if (this.loop || this.stopped) return;
    this.loop = this.run();
  }

  /** Queues a job (see `enqueueJob`) and, when due at once, looks for it without waiting for the next poll. */
  async enqueue<Kind extends keyof Registry & string>(
    kind: Kind,
    payload: JobPayloadInput<Registry, Kind>,
    options: EnqueueOptions = {},
  ): Promise<JobRow | null> {
    const row = await enqueueJob(this.db, this.registry, kind, payload, options);
    this.wakeup.wake();
    return row;
  }

  /** Jobs running in this process now. */
  get running(): number {
    return this.active.size;
  }

  /**
   * Stops claiming, asks running handlers to stop (their signal aborts) and
   * waits up to `stopGraceMs` for them; a job whose handler returned is
   * recorded, the others are handed back untried (queued, their attempt not
   * counted) so another process takes them at once.
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      this.wakeup.wake();
      await this.loop;
      for (const { controller } of this.active.values())
        controller.abort(new JobInterrupted('stopping'));
      const settled = Promise.all([...this.active.values()].map((job) => job.done));
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), this.stopGraceMs);
      });
      const result = await Promise.race([settled.then(() => 'settled' as const), graceOver]);
      clearTimeout(timer);
      if (result === 'timeout') {
        for (const [leaseToken, { id }] of this.active) {
          await finishAttempt(this.db, {
            id,
            owner: leaseToken,
            outcome: { kind: 'released', retryInMs: 0 },
          }).catch(() => false);
        }
        this.log.warn(
          `${this.active.size} jobs did not stop within ${this.stopGraceMs / 1000} s; they were handed back.`,
        );
      }
    })();
    return this.stopping;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      let waitMs = this.pollIntervalMs;
      try {
        await this.scheduleRecurringJobs();
        const free = this.workers - this.active.size;
        if (free > 0) {
          await failAbandonedJobs(this.db, this.kinds);
          const claimed = await this.claim(free);
          for (const row of claimed) this.execute(row);
          // A full claim suggests more are due: look again as soon as a worker is free.
          if (claimed.length === free) waitMs = 0;
        }
        if (this.inOutage) this.log.info('The database answers again: background jobs resume.');
        this.inOutage = false;
        failures = 0;
      } catch (error) {
        waitMs = this.onLoopError(error, failures);
        failures += 1;
      }
      if (this.stopped) break;
      if (waitMs === 0 && this.active.size < this.workers) continue;
      await this.wakeup.sleep(waitMs === 0 ? this.pollIntervalMs : waitMs);
    }
  }

  /**
   * Claims up to `free` due jobs. While ingestion is busy, kinds that yield to
   * it take only the slots the priority rule grants, after the other kinds.
   */
  private async claim(free: number): Promise<JobRow[]> {
    const claim = (kinds: string[], limit: number) =>
      claimJobs(this.db, { owner: this.owner, kinds, limit, leaseMs: this.leaseMs });
    const priority = this.priority;
    if (!priority) return claim(this.kinds, free);
    const isBackground = (row: JobRow) => this.registry[row.kind]?.yieldsToIngestion === true;
    const slots = priority.backgroundSlots(free);
    if (slots >= free) {
      const rows = await claim(this.kinds, free);
      priority.claimed(rows.filter(isBackground).length);
      return rows;
    }
    const rows = await claim(this.foregroundKinds, free);
    const left = Math.min(free - rows.length, slots);
    if (left > 0) {
      const background = await claim(this.backgroundKinds, left);
      priority.claimed(background.length);
      rows.push(...background);
    }
    return rows;
  }

  private onLoopError(error: unknown, failures: number): number {
    const waitMs = Math.min(
      this.outageBackoff.maxMs,
      this.outageBackoff.firstMs * 2 ** Math.min(failures, 20),
    );
    if (isDatabaseUnavailable(error)) {
      if (!this.inOutage)
        this.log.warn(`${outageStatement(error)}: background jobs wait and retry.`);
      this.inOutage = true;
    } else {
      this.log.error('Looking for background jobs failed; retrying:', error);
    }
    return waitMs;
  }

  private async scheduleRecurringJobs(): Promise<void> {
    if (Date.now() - this.lastScheduledAt < this.scheduleIntervalMs) return;
    for (const [kind, definition] of Object.entries(this.registry))
      if (definition.every) await scheduleRecurring(this.db, kind, definition);
    this.lastScheduledAt = Date.now();
  }

  private execute(row: JobRow): void {
    const controller = new AbortController();
    const leaseToken = row.locked_by ?? this.owner;
    const done = this.attempt(row, controller)
      // Nothing may escape a job into the process: an unhandled rejection would end it.
      .catch((error: unknown) =>
        this.log.error(`Job ${row.id} (${row.kind}) broke its runner:`, error),
      )
      .finally(() => {
        this.active.delete(leaseToken);
        this.wakeup.wake();
      });
    this.active.set(leaseToken, { id: row.id, controller, done });
  }

  private async attempt(row: JobRow, controller: AbortController): Promise<void> {
    const outcome = await this.runHandler(row, controller);
    if (outcome === null) return;
    const recorded = await this.record(row.id, row.locked_by ?? this.owner, outcome);
    const definition = this.registry[row.kind];
    const final =
      outcome.kind !== 'released' && !(outcome.kind === 'failed' && outcome.retryInMs !== null);
    if (recorded && final && definition?.every)
      await scheduleRecurring(this.db, row.kind, definition).catch(() => undefined);
  }

  /** Runs the handler under a renewed lease; null when the lease was lost (nothing to record). */
  private async runHandler(
    row: JobRow,
    controller: AbortController,
  ): Promise<AttemptOutcome | null> {
    const definition = this.registry[row.kind];
    if (!definition)
      return { kind: 'failed', error: `No handler for job kind ${row.kind}.`, retryInMs: null };
    const parsed = definition.payload.safeParse(row.payload);
    if (!parsed.success)
      return {
        kind: 'failed',
        error: `The payload does not fit ${row.kind}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
        retryInMs: null,
      };
    const lease = { id: row.id, owner: row.locked_by ?? this.owner, leaseMs: this.leaseMs };
    const onLease = ({ held, cancelRequested }: { held: boolean; cancelRequested: boolean }) => {
      if (!held) controller.abort(new JobInterrupted('lease-lost'));
      else if (cancelRequested) controller.abort(new JobInterrupted('cancelled'));
    };
    const renewal = setInterval(
      () => {
        // A renewal that fails (the database is away) is tried again next time; the lease has slack.
        renewLease(this.db, lease).then(onLease, () => undefined);
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    // Each job times its own steps.
    const pacer = this.pacing ? new IngestPacer(this.pacing) : undefined;
    const context: JobContext = {
      signal: controller.signal,
      yieldToIngestion: async () => {
        controller.signal.throwIfAborted();
        await pacer?.pace(controller.signal);
      },
      ingestionBusy: () => this.pacing?.pressure.busy() ?? false,
      reportProgress: async (progress) => {
        controller.signal.throwIfAborted();
        onLease(await saveProgress(this.db, { ...lease, progress }));
        controller.signal.throwIfAborted();
      },
      job: { id: row.id, orgId: row.org_id, projectId: row.project_id, attempt: row.attempts },
    };
    try {
      await definition.run(parsed.data, context);
      return { kind: 'succeeded' };
    } catch (error) {
      const why =
        controller.signal.aborted && controller.signal.reason instanceof JobInterrupted
          ? controller.signal.reason.why
          : undefined;
      if (why === 'lease-lost') return null;
      if (why === 'cancelled') return { kind: 'cancelled' };
      if (why === 'stopping') return { kind: 'released', retryInMs: 0 };
      const message = describeFailure(error);
      if (isDatabaseUnavailable(error))
        return {
          kind: 'released',
          error: message,
          retryInMs: retryDelayMs(row.attempts, this.outageBackoff),
        };
      return {
        kind: 'failed',
        error: message,
        retryInMs:
          row.attempts < row.max_attempts ? retryDelayMs(row.attempts, this.retryBackoff) : null,
      };
    } finally {
      clearInterval(renewal);
    }
  }

  /**
   * Records an attempt's outcome, retrying while the database is unreachable;
   * gives up when the runner stops (the lease then runs out and the job is
   * claimed again). Returns whether it was recorded.
   */
  private async record(id: string, leaseToken: string, outcome: AttemptOutcome): Promise<boolean> {
    for (let failures = 0; ; failures += 1) {
      try {
        return await finishAttempt(this.db, { id, owner: leaseToken, outcome });
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          this.log.error(`Recording the end of job ${id} failed:`, error);
          return false;
        }
        if (this.stopped && failures > 0) return false;
        await this.wakeup.sleep(retryDelayMs(failures + 1, this.outageBackoff));
      }
    }
  }
}

/** An error in a few words for `last_error`. */
function describeFailure(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2_000);
}
