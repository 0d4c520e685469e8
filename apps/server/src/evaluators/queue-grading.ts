import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobRow } from '../jobs/job.repository.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { EvaluatorRow } from './evaluator.repository.js';
import { type GradingDependencies, gradeBatchSize, gradeRunsJob } from './grade-runs.job.js';
import { type GradingSelection, markRunsPending } from './grading-selection.js';

/**
 * Marks the runs `selection` picks for `evaluator` pending and queues grading
 * jobs for them, 50 runs a job, in one transaction: a pending row always has
 * a queued job, and a crash leaves neither. Answers the runs and the jobs.
 */
export async function queueGrading(
  deps: GradingDependencies,
  evaluator: EvaluatorRow,
  orgId: string,
  selection: GradingSelection,
): Promise<{ runIds: string[]; jobs: JobRow[] }> {
  const registry = { 'evaluations.grade': gradeRunsJob(deps) };
  return deps.db.transaction().execute(async (trx: Transaction<Database>) => {
    const runIds = await markRunsPending(trx, evaluator, selection);
    const jobs: JobRow[] = [];
    for (let start = 0; start < runIds.length; start += gradeBatchSize) {
      const batch = runIds.slice(start, start + gradeBatchSize);
      const job = await enqueueJob(
        trx as Kysely<Database>,
        registry,
        'evaluations.grade',
        { projectId: evaluator.project_id, evaluatorId: evaluator.id, runIds: batch },
        {
          orgId,
          projectId: evaluator.project_id,
          dedupeKey: `evaluations.grade:${evaluator.id}:${batch[0]}`,
        },
      );
      if (job) jobs.push(job);
    }
    return { runIds, jobs };
  });
}
