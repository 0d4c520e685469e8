import type { z } from 'zod';

/** What a handler gets besides its payload. */
export interface JobContext {
  /**
   * Aborts when the job is cancelled or the process stops. Checked at the
   * handler's checkpoints (`signal.throwIfAborted()`, or `reportProgress`);
   * pass it to anything that takes one.
   */
  signal: AbortSignal;
  /**
   * Saves how far the job got (shown in the jobs list) and is a checkpoint:
   * it throws the signal's reason once a cancel was asked or the process stops.
   */
  reportProgress(progress: {
    done: number;
    total?: number | null;
    message?: string | null;
  }): Promise<void>;
  /**
   * A checkpoint between the steps of long database work (each batch of a
   * sweep or a retention pass): returns at once while ingestion is quiet, and
   * while it keeps this process busy waits long enough that the job's steps
   * take only a small share of the time (`IngestPacer`, DESIGN §11). Throws
   * like `reportProgress` once the job is cancelled or the process stops.
   */
  yieldToIngestion(): Promise<void>;
  /**
   * Whether this process is busy acknowledging ingestion right now
   * (`IngestPressure`); always false for a runner without pacing. For a job
   * whose work can wait for a quieter moment: it stops, and its next
   * occurrence goes on.
   */
  ingestionBusy(): boolean;
  /** The stored job: its id, project (null for instance-wide jobs) and which attempt this is. */
  job: { id: string; orgId: string | null; projectId: string | null; attempt: number };
}

/** How one kind of job is checked and run. */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  /** Checked when the job is queued and again before it runs (a stored payload may predate a change). */
  payload: Payload;
  run(payload: z.output<Payload>, context: JobContext): Promise<void>;
  /** Attempts before the job is failed for good (default 3). */
  maxAttempts?: number;
  /**
   * Runs on its own every so often, instance-wide: the runner keeps exactly
   * one occurrence queued across every process, the next one due this long
   * after the previous one finished. Its payload is `{}`.
   */
  every?: { seconds: number };
  /**
   * Background work nobody waits on (production evaluation, enrichment):
   * while this process is busy acknowledging ingestion, the runner claims
   * such jobs only at a small bounded share, and freely again once it is
   * quiet (see `BackgroundPriority`). Jobs a user waits on leave it unset.
   */
  yieldsToIngestion?: boolean;
}

/** The job kinds a runner knows: kind → definition, a table the compiler checks. */
export type JobRegistry = Record<string, JobDefinition>;

/**
 * Declares a job kind; the handler's payload type is inferred from its schema.
 * @example const sweep = defineJob({ payload: z.object({}), every: { seconds: 3600 }, run: async () => {} });
 */
export function defineJob<Payload extends z.ZodType>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}

/** The payload a caller passes when queueing `kind` of `registry`. */
export type JobPayloadInput<Registry extends JobRegistry, Kind extends keyof Registry> = z.input<
  Registry[Kind]['payload']
>;
