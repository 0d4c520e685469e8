import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.js';
import type { GradingDependencies } from './grade-runs.job.js';
import { queueGrading } from './queue-grading.js';

/** Runs one sweep hands one realtime evaluator at most; the next sweep takes the rest. */
export const sweepRunsPerEvaluator = 5_000;

/**
 * Every few seconds, for each realtime evaluator of every project: the
 * finished runs created since it became realtime (and in the last 24 hours)
 * that its filters select and its sample keeps, and that it has no result
 * for yet, are marked pending and queued for grading (`evaluations.grade`).
 * It reads runs after they are written, so ingestion never waits for it.
 */
export function realtimeSweepJob(
  deps: GradingDependencies,
  options: { everySeconds?: number } = {},
) {
  const { db } = deps;
  return defineJob({
    payload: z.object({}),
    every: { seconds: options.everySeconds ?? 5 },
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
        const { runIds } = await queueGrading(deps, row, orgId, {
          limit: sweepRunsPerEvaluator,
          realtime: {
            since: row.realtime_since ?? row.updated_at,
            sampleRate: row.sample_rate,
          },
        });
        queued += runIds.length;
        if (index % 50 === 49)
          await context.reportProgress({ done: index + 1, total: evaluators.length });
      }
      await context.reportProgress({
        done: evaluators.length,
        total: evaluators.length,
        message: `${queued} runs queued for grading`,
      });
    },
  });
}
