import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { isJudgement, storePendingRunEvents, takePendingRunEvents } from './pending-run-events.js';
import type { RunEvent } from './run-event.js';
import { type MergedRun, mergeEventBatch, mergeRunEvents } from './run-merge.js';
import { rowToMergedRun } from './run-row.js';

type Executor = Transaction<Database> | Kysely<Database>;

async function lockStoredRuns(
  trx: Executor,
  projectId: string,
  runIds: readonly string[],
): Promise<Map<string, MergedRun>> {
  if (runIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('run')
    .selectAll()
    .where('project_id', '=', projectId)
    // One array parameter: a statement of constant text, however many runs.
    .where(sql<boolean>`id = any(${[...runIds]}::uuid[])`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, rowToMergedRun(row)]));
}

/** The root run of each trace a stored run leads (no parent), oldest first when several. */
async function storedTraceRoots(
  trx: Executor,
  projectId: string,
  traceIds: readonly string[],
): Promise<Map<string, string>> {
  if (traceIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('run')
    .select(['id', 'trace_id'])
    .where('project_id', '=', projectId)
    .where(sql<boolean>`trace_id = any(${[...traceIds]}::uuid[])`)
    .where('parent_run_id', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  // Descending, so the oldest root of a trace is written last and wins.
  return new Map(rows.map((row) => [row.trace_id, row.id]));
}

/** A whole-trace judgement as an event of the run it lands on (its trace id is not that run's). */
function onRun(event: RunEvent, runId: string): RunEvent {
  if (!event.judgesTrace) return event;
  const { judgesTrace: _judgesTrace, traceId: _traceId, ...judgement } = event;
  return { ...judgement, runId };
}

/**
 * Merges a batch into the stored states of its runs (locked for the rest of
 * the transaction), so that the result does not depend on arrival order:
 * - feedback and scores for runs not stored and not in the batch wait in
 *   `pending_run_event` instead of making a run;
 * - pending ones of the runs the batch brings are merged in;
 * - a score on a whole trace (`judgesTrace`) lands on the trace's root run,
 *   or waits for it.
 * @returns the merged state of every run to write, by run id, and the
 * judgements left waiting (so that, once committed, the writer can check
 * whether their run was committed meanwhile by another lane)
 */
export async function mergeWithStoredRuns(
  trx: Executor,
  projectId: string,
  events: readonly RunEvent[],
): Promise<{ merged: Map<string, MergedRun>; waiting: RunEvent[] }> {
  const runIds = [...new Set(events.map((event) => event.runId))].sort();
  const stored = await lockStoredRuns(trx, projectId, runIds);
  const bringsRun = new Set(
    events.filter((event) => !isJudgement(event)).map((event) => event.runId),
  );
  const lands = (runId: string) => bringsRun.has(runId) || stored.has(runId);
  const landing: RunEvent[] = [];
  const waiting: RunEvent[] = [];
  const traceScores: RunEvent[] = [];
  for (const event of events) {
    if (lands(event.runId)) landing.push(onRun(event, event.runId));
    else if (event.judgesTrace && event.traceId) traceScores.push(event);
    else waiting.push(event);
  }

  const released = await takePendingRunEvents(trx, projectId, runIds.filter(lands), false);
  const merged = mergeEventBatch([...landing, ...released], (runId) => stored.get(runId));

  // Roots in the batch lead their trace; their trace's pending scores apply now.
  const batchRoots = new Map<string, string>();
  for (const run of merged.values()) {
    if (!run.parentRunId) batchRoots.set(run.traceId ?? run.runId, run.runId);
  }
  traceScores.push(...(await takePendingRunEvents(trx, projectId, [...batchRoots.keys()], true)));
  const traceOf = (event: RunEvent) => event.traceId ?? event.runId;
  const unresolved = [
    ...new Set(traceScores.map(traceOf).filter((traceId) => !batchRoots.has(traceId))),
  ];
  const storedRoots = await storedTraceRoots(trx, projectId, unresolved);
  const outsideRoots = [...new Set(storedRoots.values())].filter((id) => !merged.has(id));
  for (const [runId, run] of await lockStoredRuns(trx, projectId, outsideRoots)) {
    merged.set(runId, run);
  }
  for (const event of traceScores) {
    const rootId = batchRoots.get(traceOf(event)) ?? storedRoots.get(traceOf(event));
    if (rootId) merged.set(rootId, mergeRunEvents(merged.get(rootId), onRun(event, rootId)));
    else waiting.push(event);
  }
  await storePendingRunEvents(trx, projectId, waiting);
  return { merged, waiting };
}
