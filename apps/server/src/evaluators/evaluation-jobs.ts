import { type GradingDependencies, gradeRunsJob } from './grade-runs.job.js';
import { realtimeSweepJob } from './realtime-sweep.job.js';

/** The background jobs of production evaluation, for the server's job registry. */
export function evaluationJobs(
  deps: GradingDependencies,
  options: { sweepEverySeconds?: number } = {},
) {
  return {
    'evaluations.realtime-sweep': realtimeSweepJob(deps, {
      ...(options.sweepEverySeconds !== undefined
        ? { everySeconds: options.sweepEverySeconds }
        : {}),
    }),
    'evaluations.grade': gradeRunsJob(deps),
    'evaluations.backfill': gradeRunsJob(deps, { yieldsToIngestion: false }),
  };
}
