import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { describeIssues } from '../http/router.js';
import { insertJob, type JobRow, type NewJob } from './job.repository.js';
import type { JobPayloadInput, JobRegistry } from './job-definition.js';

/** Scope and timing of a job being queued (the kind and payload are checked separately). */
export type EnqueueOptions = Omit<NewJob, 'kind' | 'payload'>;

/**
 * Queues a job of a kind `registry` knows, its payload checked by the kind's
 * schema (400 naming the bad field). Returns null when a job with the same
 * dedupe key is already queued or running. Never runs the job: a runner does,
 * outside any request.
 */
export async function enqueueJob<
  Registry extends JobRegistry,
  Kind extends keyof Registry & string,
>(
  db: Kysely<Database>,
  registry: Registry,
  kind: Kind,
  payload: JobPayloadInput<Registry, Kind>,
  options: EnqueueOptions = {},
): Promise<JobRow | null> {
  const definition = registry[kind];
  if (!definition) throw new Error(`No job kind ${kind} in the registry.`);
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(400, 'Invalid request', `${kind}: ${describeIssues(parsed.error.issues)}`);
  return insertJob(db, {
    kind,
    payload: parsed.data,
    ...(definition.maxAttempts !== undefined ? { maxAttempts: definition.maxAttempts } : {}),
    ...options,
  });
}
