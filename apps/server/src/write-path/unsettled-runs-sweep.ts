import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import { judgementReleased } from './pending-run-events.js';
import type { RunWriteOptionsLoader } from './run-write-options.js';
import { settleWrittenRuns } from './settle-written-runs.js';
import {
  forgetUnsettledWrite,
  postponeUnsettledWrite,
  staleUnsettledWrites,
} from './unsettled-writes.js';
import { noWrittenRuns } from './written-runs.js';

/** How often the sweep looks for runs a write could not settle. */
export const unsettledRunsSweepEverySeconds = 60;

/**
 * How far back the sweep looks for children left without their stored
 * parent (by `run_orphan_changed_idx`): runs whose parent never comes
 * (partial OpenTelemetry traces) stay orphans, and reading all of them every
 * minute would grow with them. A write's settle runs right after its commit,
 * so an unsettled child is at most minutes old unless every process was down.
 */
export const unsettledRunsSweepWindowMinutes = 60;

/** Parents and judgement targets settled per pass, at most (the next pass takes the rest). */
export const unsettledRunsSweepLimit = 500;

/**
 * How old a write's record must be before the sweep settles it: a live
 * settle ends within milliseconds of its commit, so an older record is one
 * whose process stopped or whose settle failed.
 */
export const unsettledWriteGraceSeconds = 60;

/** Writes whose settle never finished, settled per pass at most (each up to thousands of runs). */
export const unsettledWritesPerSweep = 50;

/**
 * Settles what a write committed but could not settle, because its process
 * stopped between the commit and `settleWrittenRuns` (or the settle failed):
 * the runs of writes whose record (`unsettled_write`) is still there after a
 * minute (links, traces, inherited thread and end user, thread activity),
 * children whose parent is stored though they still wait for it, and
 * judgements whose run or trace root is stored though they still wait.
 * A write whose settle fails is logged and kept for a later pass, behind the
 * others; a project whose waiting runs fail to settle is logged, and the
 * other projects are settled all the same.
 * @returns how many writes, parents and judgement targets were settled
 */
export async function settleUnsettledRuns(
  db: Kysely<Database>,
  optionsFor: RunWriteOptionsLoader,
  limit = unsettledRunsSweepLimit,
): Promise<number> {
  const stale = await staleUnsettledWrites(db, unsettledWriteGraceSeconds, unsettledWritesPerSweep);
  let settledWrites = 0;
  for (const write of stale) {
    // Each write on its own: one whose settle fails every time must not hold back the others.
    try {
      await settleWrittenRuns(db, write.projectId, write.written, await optionsFor(write.orgId));
      await forgetUnsettledWrite(db, write.projectId, write.id);
      settledWrites += 1;
    } catch (error) {
      console.warn(
        `Could not settle the runs of write ${write.id} (project ${write.projectId}); it is tried again after the others: ${error instanceof Error ? error.message : String(error)}`,
      );
      await postponeUnsettledWrite(db, write.projectId, write.id);
    }
  }
  const orphans = await sql<{ project_id: string; org_id: string; parent_id: string }>`
    select distinct child.project_id, project.org_id, child.missing_parent_id as parent_id
    from run child
    join project on project.id = child.project_id
    where child.missing_parent_id is not null
      and child.changed_at > now() - make_interval(mins => ${unsettledRunsSweepWindowMinutes})
      and exists (select 1 from run parent
                  where parent.project_id = child.project_id and parent.id = child.missing_parent_id)
    limit ${limit}`.execute(db);
  const waiting = await sql<{
    project_id: string;
    org_id: string;
    target_id: string;
    by_trace: boolean;
  }>`
    select distinct waiting.project_id, project.org_id, waiting.target_id, waiting.by_trace
    from pending_run_event waiting
    join project on project.id = waiting.project_id
    where ${judgementReleased}
    limit ${limit}`.execute(db);
  const byProject = new Map<string, { orgId: string; written: ReturnType<typeof noWrittenRuns> }>();
  const entry = (projectId: string, orgId: string) => {
    const known = byProject.get(projectId);
    if (known) return known.written;
    const written = noWrittenRuns();
    byProject.set(projectId, { orgId, written });
    return written;
  };
  for (const row of orphans.rows)
    entry(row.project_id, row.org_id).missingParentIds.push(row.parent_id);
  for (const row of waiting.rows) {
    const written = entry(row.project_id, row.org_id);
    if (row.by_trace) written.pendingTraceIds.push(row.target_id);
    else written.pendingRunIds.push(row.target_id);
  }
  let settledTargets = 0;
  for (const [projectId, { orgId, written }] of byProject) {
    // Each project on its own, as each write above: one failing must not hold back the others.
    try {
      await settleWrittenRuns(db, projectId, written, await optionsFor(orgId));
      settledTargets +=
        written.missingParentIds.length +
        written.pendingRunIds.length +
        written.pendingTraceIds.length;
    } catch (error) {
      console.warn(
        `Could not settle the waiting runs of project ${projectId}; they are tried again next minute: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return settledWrites + settledTargets;
}

/** Every minute, instance-wide: `settleUnsettledRuns`. */
export function unsettledRunsSweep(db: Kysely<Database>, optionsFor: RunWriteOptionsLoader) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: unsettledRunsSweepEverySeconds },
    run: async (_payload, context) => {
      const settled = await settleUnsettledRuns(db, optionsFor);
      await context.reportProgress({ done: settled, message: 'runs settled' });
    },
  });
}
