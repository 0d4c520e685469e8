import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobDefinition } from './job-definition.js';

/** The dedupe key of a recurring kind: one occurrence queued or running across every process. */
export const recurringDedupeKey = (kind: string) => `recurring:${kind}`;

/**
 * Makes sure the next occurrence of a recurring job is queued: due `every`
 * after the last one finished (at once when none ever did). Every runner calls
 * this at start, now and then, and when an occurrence finishes; the unique
 * dedupe index keeps exactly one, so the work is scheduled once however many
 * processes run. Returns whether this call queued it.
 */
export async function scheduleRecurring(
  db: Kysely<Database>,
  kind: string,
  definition: JobDefinition,
): Promise<boolean> {
  if (!definition.every) return false;
  const key = recurringDedupeKey(kind);
  const everyMs = Math.round(definition.every.seconds * 1000);
  const result = await sql`
    insert into job (kind, payload, dedupe_key, max_attempts, run_after)
    select ${kind}, '{}'::jsonb, ${key}, ${definition.maxAttempts ?? 3},
      greatest(now(), coalesce(
        (select max(finished_at) from job where dedupe_key = ${key}) + ${everyMs} * interval '1 millisecond',
        now()))
    on conflict (dedupe_key) where dedupe_key is not null and state in ('queued', 'running')
    do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
