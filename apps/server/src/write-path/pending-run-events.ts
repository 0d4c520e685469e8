import { type Kysely, sql, type Transaction } from 'kysely';
import { toJsonbText } from '../db/postgres-safe.js';
import type { Database } from '../db/schema.js';
import { type RunEvent, runEventSchema } from './run-event.js';

type Executor = Transaction<Database> | Kysely<Database>;

/**
 * Feedback and scores judge a run; they do not make one. When their run is not
 * stored yet they wait in `pending_run_event` (never listed as a run) and are
 * merged into the run when it arrives, which gives the same row as in-order
 * arrival because the merge does not depend on order.
 */
export function isJudgement(event: RunEvent): boolean {
  return event.kind === 'feedback' || event.kind === 'score';
}

/** Keeps judgements whose run (or, with `judgesTrace`, whose trace root) is not stored yet. */
export async function storePendingRunEvents(
  trx: Executor,
  projectId: string,
  events: readonly RunEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('pending_run_event')
    .values(
      events.map((event) => ({
        project_id: projectId,
        // A whole-trace judgement waits for its trace's root run (runId already missed).
        target_id: event.judgesTrace && event.traceId ? event.traceId : event.runId,
        by_trace: event.judgesTrace === true && event.traceId !== undefined,
        event: toJsonbText({ ...event, timestamp: event.timestamp.toISOString() }),
      })),
    )
    .execute();
}

/**
 * Removes and returns the pending judgements of these runs (`byTrace` false)
 * or of the traces these root runs lead (`byTrace` true).
 */
export async function takePendingRunEvents(
  trx: Executor,
  projectId: string,
  targetIds: readonly string[],
  byTrace: boolean,
): Promise<RunEvent[]> {
  if (targetIds.length === 0) return [];
  const rows = await trx
    .deleteFrom('pending_run_event')
    .where('project_id', '=', projectId)
    .where('by_trace', '=', byTrace)
    .where(sql<boolean>`target_id = any(${[...targetIds]}::uuid[])`)
    .returning(['event'])
    .execute();
  return rows.map((row) => {
    const stored = row.event as Record<string, unknown>;
    // Written by storePendingRunEvents from a validated event; parsing restores the Date.
    return runEventSchema.parse({ ...stored, timestamp: new Date(String(stored.timestamp)) });
  });
}

/**
 * True for a waiting judgement (`waiting`, a row of `pending_run_event`)
 * whose run, or for a whole-trace one the trace's root, is stored now: it
 * can be merged. Shared by the settle step and its sweep.
 */
export const judgementReleased = sql<boolean>`(
  (not waiting.by_trace and exists (select 1 from run r
     where r.project_id = waiting.project_id and r.id = waiting.target_id))
  or (waiting.by_trace and exists (select 1 from run r
     where r.project_id = waiting.project_id and r.trace_id = waiting.target_id
       and r.parent_run_id is null)))`;
