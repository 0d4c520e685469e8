import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.js';
import type { EvaluatorRow } from './evaluator.repository.js';
import type { GradingDependencies } from './grade-runs.job.js';
import { queueGrading, requeueOrphanedResults } from './queue-grading.js';

/** Runs one sweep hands one realtime evaluator at most; the next sweep takes the rest. */
export const sweepRunsPerEvaluator = 5_000;

/**
 * Every few seconds, for each realtime evaluator of every project: the
 * finished runs created since it became realtime (and in the last 24 hours)
 * that its filters select and its sample keeps, and that it has no result
 * for yet, are marked pending and queued for grading (`evaluations.grade`).
 * The sweep is incremental: it reads only the runs ingested since the
 * evaluator's watermark (`sweep_from`, see `advanceSweepWatermark`: the last
 * sweep less a commit lag, held back to the earliest unfinished run of the
 * look-back), so its cost follows the traffic since the last sweep, not the
 * day's. It reads runs after they are written, so ingestion never waits for it.
 * Pending results whose job is gone (see `requeueOrphanedResults`) are
 * queued again.
 */
export function realtimeSweepJob(
  deps: GradingDependencies,
  options: { everySeconds?: number } = {},
) {
  const { db } = deps;
  return defineJob({
    payload: z.object({}),
    every: { seconds: options.everySeconds ?? 5 },
    // Production traffic's grading waits while ingestion is busy (backfills use the same job: see its note).
    yieldsToIngestion: true,
    run: async (_payload, context) => {
      const evaluators = await db
        .selectFrom('evaluator')
        .innerJoin('project', 'project.id', 'evaluator.project_id')
        .selectAll('evaluator')
        .select('project.org_id')
        .where('evaluator.mode', '=', 'realtime')
        .where('evaluator.sample_rate', '>', 0)
        .orderBy('evaluator.project_id')
        .orderBy('evaluator.id')
        .execute();
      let queued = 0;
      for (const [index, evaluator] of evaluators.entries()) {
        context.signal.throwIfAborted();
        const { org_id: orgId, ...row } = evaluator;
        queued += (await sweepEvaluator(deps, row, orgId)).length;
        if (index % 50 === 49)
          await context.reportProgress({ done: index + 1, total: evaluators.length });
      }
      const orphans = await requeueOrphanedResults(deps);
      await context.reportProgress({
        done: evaluators.length,
        total: evaluators.length,
        message: `${queued} runs queued for grading${orphans ? `, ${orphans} again` : ''}`,
      });
    },
  });
}

/**
 * One sweep of one realtime evaluator: marks pending and queues the runs
 * ingested since its watermark that it should grade, and moves the watermark.
 * Answers the runs queued.
 */
export async function sweepEvaluator(
  deps: GradingDependencies,
  evaluator: EvaluatorRow,
  orgId: string,
  limit = sweepRunsPerEvaluator,
): Promise<string[]> {
  const { runIds } = await queueGrading(deps, evaluator, orgId, {
    limit,
    realtime: {
      since: evaluator.realtime_since ?? evaluator.updated_at,
      sampleRate: evaluator.sample_rate,
      ...(evaluator.sweep_from ? { ingestedFrom: evaluator.sweep_from } : {}),
    },
  });
  return runIds;
}
