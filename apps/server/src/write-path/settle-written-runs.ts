import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { refreshThreadActivity } from '../runs/thread-activity.js';
import { inheritFromParents } from './inherit-from-parents.js';
import { moveToAncestorTrace } from './move-to-ancestor-trace.js';
import { judgementReleased, takePendingRunEvents } from './pending-run-events.js';
import { type RunWriteOptions, writeRunEvents } from './run-writer.js';
import type { WrittenRuns } from './written-runs.js';

const unique = (ids: readonly string[]) => [...new Set(ids)].sort();

/** Passes after a commit, at most (each one reaches every depth; a second finds what was committed meanwhile). */
const maxSettlePasses = 10;

/**
 * Finishes, after its commit, what a write could not see: the writes of one
 * project run side by side (lanes by run, other processes), so a child and
 * its parent, a message and its thread, or a judgement and its run may be
 * committed by two transactions that were open at the same time, each
 * missing the other. Whichever commits last sees the other here, so
 * - children stored without their parent are hung under it, move to its
 *   trace and take its thread and end user (descendants too);
 * - the threads' last activity is recomputed from their runs;
 * - judgements left waiting for a run (or a trace's root) that is now
 *   stored are merged into it.
 * Every step reads committed rows and is idempotent: two settles of the same
 * runs give the same rows.
 */
export async function settleWrittenRuns(
  db: Kysely<Database>,
  projectId: string,
  written: WrittenRuns,
  options: RunWriteOptions = {},
): Promise<void> {
  const threads = new Set([...written.threadIds, ...(await settleLinks(db, projectId, written))]);
  await refreshThreadActivity(db, projectId, [...threads]);
  await mergeReleasedJudgements(db, projectId, written, options);
}

/**
 * Hangs children stored without these runs under them (and under parents
 * found since), moves them to their parent's trace, hands down threads and
 * end users.
 * @returns the threads of the children linked
 */
async function settleLinks(
  db: Kysely<Database>,
  projectId: string,
  written: WrittenRuns,
): Promise<string[]> {
  const parents = unique([...written.runIds, ...written.missingParentIds]);
  if (parents.length === 0) return [];
  const linked = await sql<{ thread_id: string | null }>`
    update run child set parent_run_id = child.missing_parent_id, missing_parent_id = null
    from run parent
    where child.project_id = ${projectId} and child.missing_parent_id = any(${parents}::uuid[])
      and parent.project_id = ${projectId} and parent.id = child.missing_parent_id
    returning child.thread_id`.execute(db);
  await settleTraces(
    db,
    projectId,
    unique([...written.tracedRunIds, ...written.missingParentIds]),
    unique(written.tracedRunIds),
  );
  // Children linked just now, or committed beside their ancestors, take their thread and user.
  const threads = await settleInheritance(db, projectId, [
    ...written.heritageRunIds,
    ...written.missingParentIds,
  ]);
  return [...linked.rows.flatMap((row) => (row.thread_id ? [row.thread_id] : [])), ...threads];
}

/**
 * Moves the runs that point at one of `sources` as their trace to its
 * trace, when it belongs to another's, and moves the runs of `pulled` whose
 * trace belongs to another's to that one (a run written under a parent that
 * was itself still waiting to be moved). Repeated after each commit until a
 * pass moves nothing: a run moved here may point at a run whose own move
 * another settle was committing at the same time, unseen by both (the pass
 * after the last commit sees it, from either side).
 */
async function settleTraces(
  db: Kysely<Database>,
  projectId: string,
  sources: readonly string[],
  pulled: readonly string[],
): Promise<void> {
  let pushFrom = [...sources];
  let moved = [...pulled];
  for (let pass = 0; pass < maxSettlePasses && pushFrom.length + moved.length > 0; pass++) {
    const pushed = await moveToAncestorTrace(db, projectId, pushFrom);
    const pulledRows = moved.length
      ? await sql<{ id: string }>`
          update run moved set trace_id = target.trace_id
          from run target
          where moved.project_id = ${projectId} and moved.id = any(${moved}::uuid[])
            and target.project_id = ${projectId} and target.id = moved.trace_id
            and target.trace_id <> target.id
          returning moved.id`.execute(db)
      : { rows: [] };
    moved = unique([...pushed, ...pulledRows.rows.map((row) => row.id)]);
    if (moved.length === 0) return;
    pushFrom = unique([...sources, ...moved]);
  }
}

/**
 * `inheritFromParents` outside a transaction, repeated from the runs that
 * took a value until none does: a child committed by another lane while a
 * pass ran was invisible to it, and its own settle may have read the parent
 * before this pass committed, so the pass after the commit hands it down.
 * @returns the threads that runs moved into
 */
async function settleInheritance(
  db: Kysely<Database>,
  projectId: string,
  parentIds: readonly string[],
): Promise<string[]> {
  const threads = new Set<string>();
  let sources = parentIds;
  for (let pass = 0; pass < maxSettlePasses && sources.length > 0; pass++) {
    const { heirIds, threadIds } = await inheritFromParents(db, projectId, sources);
    for (const thread of threadIds) threads.add(thread);
    sources = heirIds;
  }
  return [...threads];
}

/** Merges the waiting judgements of these runs and traces whose run or root is stored now. */
async function mergeReleasedJudgements(
  db: Kysely<Database>,
  projectId: string,
  written: WrittenRuns,
  options: RunWriteOptions,
): Promise<void> {
  const runs = unique([...written.runIds, ...written.pendingRunIds]);
  const traces = unique([...written.rootTraceIds, ...written.pendingTraceIds]);
  if (runs.length === 0 && traces.length === 0) return;
  const { rows } = await sql<{ target_id: string; by_trace: boolean }>`
    select distinct waiting.target_id, waiting.by_trace from pending_run_event waiting
    where waiting.project_id = ${projectId}
      and ((not waiting.by_trace and waiting.target_id = any(${runs}::uuid[]))
        or (waiting.by_trace and waiting.target_id = any(${traces}::uuid[])))
      and ${judgementReleased}`.execute(db);
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const released = [
      ...(await takePendingRunEvents(
        trx,
        projectId,
        rows.filter((row) => !row.by_trace).map((row) => row.target_id),
        false,
      )),
      ...(await takePendingRunEvents(
        trx,
        projectId,
        rows.filter((row) => row.by_trace).map((row) => row.target_id),
        true,
      )),
    ];
    await writeRunEvents(trx, projectId, released, options);
  });
}
