import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobRow } from '../jobs/job.repository.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { EvaluatorRow } from './evaluator.repository.js';
import { type GradingDependencies, gradeBatchSize, gradeRunsJob } from './grade-runs.job.js';
import { type GradingSelection, markRunsPending } from './grading-selection.js';
import { advanceSweepWatermark } from './sweep-watermark.js';

/**
 * Marks the runs `selection` picks for `evaluator` pending and queues grading
 * jobs for them, 50 runs a job, in one transaction: a pending row always has
 * a queued job, and a crash leaves neither; production evaluation moves the
 * evaluator's sweep watermark in the same transaction. Answers the runs and the jobs.
 * Production evaluation queues `evaluations.grade` (it yields to ingestion),
 * a backfill `evaluations.backfill` (a user waits on it).
 */
export async function queueGrading(
  deps: GradingDependencies,
  evaluator: EvaluatorRow,
  orgId: string,
  selection: GradingSelection,
): Promise<{ runIds: string[]; jobs: JobRow[] }> {
  const registry = {
    'evaluations.grade': gradeRunsJob(deps),
    'evaluations.backfill': gradeRunsJob(deps, { yieldsToIngestion: false }),
  };
  const kind = selection.realtime ? 'evaluations.grade' : 'evaluations.backfill';
  return deps.db.transaction().execute(async (trx: Transaction<Database>) => {
    const runIds = await markRunsPending(trx, evaluator, selection);
    if (selection.realtime)
      await advanceSweepWatermark(
        trx,
        evaluator,
        selection.realtime.ingestedFrom ?? selection.realtime.since,
        runIds,
        selection.limit,
      );
    const jobs: JobRow[] = [];
    for (let start = 0; start < runIds.length; start += gradeBatchSize) {
      const batch = runIds.slice(start, start + gradeBatchSize);
      const job = await enqueueJob(
        trx as Kysely<Database>,
        registry,
        kind,
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

/** How long a pending result may go untouched before the sweep looks for its job. */
export const orphanAfterMinutes = 15;

/**
 * Queues a grading job again for pending results no queued or running job
 * owns (their job was failed by the runner itself, for example after its
 * lease ran out on its last attempt), untouched for `orphanAfterMinutes`.
 * Answers how many runs it queued.
 */
export async function requeueOrphanedResults(
  deps: GradingDependencies,
  limit = 1_000,
): Promise<number> {
  const registry = { 'evaluations.grade': gradeRunsJob(deps) };
  const orphans = await deps.db
    .selectFrom('evaluation_result as er')
    .innerJoin('project', 'project.id', 'er.project_id')
    .select(['er.project_id', 'er.evaluator_id', 'er.run_id', 'project.org_id'])
    .where('er.status', '=', 'pending')
    .where(sql<boolean>`er.updated_at < now() - ${orphanAfterMinutes} * interval '1 minute'`)
    .where(
      sql<boolean>`not exists (select 1 from job
        where job.kind in ('evaluations.grade', 'evaluations.backfill') and job.state in ('queued', 'running')
          and job.project_id = er.project_id
          and job.payload ->> 'evaluatorId' = er.evaluator_id::text
          and job.payload -> 'runIds' @> to_jsonb(er.run_id::text))`,
    )
    .orderBy('er.project_id')
    .orderBy('er.evaluator_id')
    .limit(limit)
    .execute();
  const byEvaluator = new Map<string, typeof orphans>();
  for (const row of orphans) {
    const key = `${row.project_id}:${row.evaluator_id}`;
    byEvaluator.set(key, [...(byEvaluator.get(key) ?? []), row]);
  }
  for (const rows of byEvaluator.values()) {
    for (let start = 0; start < rows.length; start += gradeBatchSize) {
      const batch = rows.slice(start, start + gradeBatchSize);
      const first = batch[0];
      if (!first) continue;
      await deps.db.transaction().execute(async (trx) => {
        // Touched, so a second sweep before the job runs does not queue it again.
        await trx
          .updateTable('evaluation_result')
          .set({ updated_at: sql`now()` })
          .where('project_id', '=', first.project_id)
          .where('evaluator_id', '=', first.evaluator_id)
          .where(
            'run_id',
            'in',
            batch.map((row) => row.run_id),
          )
          .execute();
        await enqueueJob(
          trx as Kysely<Database>,
          registry,
          'evaluations.grade',
          {
            projectId: first.project_id,
            evaluatorId: first.evaluator_id,
            runIds: batch.map((row) => row.run_id),
          },
          {
            orgId: first.org_id,
            projectId: first.project_id,
            dedupeKey: `evaluations.grade:${first.evaluator_id}:${first.run_id}:again`,
          },
        );
      });
    }
  }
  return orphans.length;
}
