import { z } from 'zod';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/**
 * Where a background job is in its life: waiting (`queued`, perhaps until a
 * backoff ends), `running` in one process, or finished (`succeeded`, `failed`
 * after its last attempt, `cancelled`).
 */
export const jobStates = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const jobStateSchema = z.enum(jobStates);
export type JobState = z.infer<typeof jobStateSchema>;

/** States a job no longer leaves by itself (a failed one can be retried by hand). */
export const finishedJobStates = ['succeeded', 'failed', 'cancelled'] as const satisfies JobState[];

/** How far a running job got, as its handler last reported. */
export const jobProgressSchema = z.object({
  done: z.number().int().min(0),
  /** Null while the handler does not know how much work there is. */
  total: z.number().int().min(0).nullable(),
  message: z.string().nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** A background job (evaluation, enrichment, retention, backfill…) as the jobs API shows it. */
export const jobSchema = z.object({
  id: idSchema,
  /** Null for instance-wide jobs (sweeps across every project). */
  projectId: idSchema.nullable(),
  /** What the job does, a key of the server's job registry (`retention.project`). */
  kind: z.string(),
  state: jobStateSchema,
  /** Attempts started so far, this one included. */
  attempts: z.number().int().min(0),
  maxAttempts: z.number().int().min(1),
  progress: jobProgressSchema,
  /** Why the last attempt failed; kept when a retry succeeds. */
  lastError: z.string().nullable(),
  /** A cancel was asked while the job ran; it stops at its next checkpoint. */
  cancelRequested: z.boolean(),
  /** Not started before this moment (a retry's backoff, a recurring job's next turn). */
  runAfter: timestampSchema,
  createdAt: timestampSchema,
  startedAt: timestampSchema.nullable(),
  finishedAt: timestampSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;
