import { idSchema } from '@lookout/domain';
import { type FilterId, getFilterDefinition } from '@lookout/filters';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob, type JobContext } from '../jobs/job-definition.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { type CheckContext, EvaluationError, resolveJudge, runCheck } from './check-engine.js';
import { findEvaluator } from './evaluator.repository.js';
import { runSubject } from './run-subject.js';

/** Runs one grading job grades: small enough that a retry repeats little. */
export const gradeBatchSize = 50;

/** Attempts of a grading job: a provider that keeps failing turns its runs into errors after them. */
export const gradeMaxAttempts = 4;

/** What a grading job needs besides the database. */
export interface GradingDependencies {
  db: Kysely<Database>;
  cipher: ProviderKeyCipher;
  /** The judge model of AI checks and how long one answer may take. */
  judge: { model: string; timeoutMs: number };
}

export const gradeRunsPayloadSchema = z.object({
  projectId: idSchema,
  evaluatorId: idSchema,
  runIds: z.array(idSchema).min(1).max(gradeBatchSize),
});

/** Whether the job's signal aborted because someone cancelled it (not a stop or a lost lease). */
function cancelled(signal: AbortSignal): boolean {
  return signal.aborted && (signal.reason as { why?: unknown } | undefined)?.why === 'cancelled';
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

/** Whether a check needs the judge model: AI checks, and similarity (its `ai` algorithm). */
function needsJudge(type: string): boolean {
  return getFilterDefinition(type)?.kind === 'ai' || type === 'similarity';
}

/**
 * Grades a batch of runs with one evaluator: the batch's `pending` results
 * (rows another attempt finished are skipped, so a retry or a restart never
 * grades a run twice), each stored `done` with the verdict, or `error` with
 * the reason when the check cannot grade it. A failure that may pass later
 * (the provider failed or timed out) leaves the row pending and fails the job,
 * which the runner retries with backoff; on the last attempt such rows become
 * `error` too. A cancelled job turns its pending rows into errors.
 */
export function gradeRunsJob(deps: GradingDependencies) {
  const { db } = deps;
  return defineJob({
    payload: gradeRunsPayloadSchema,
    maxAttempts: gradeMaxAttempts,
    run: async ({ projectId, evaluatorId, runIds }, context) => {
      try {
        await gradeBatch(deps, { projectId, evaluatorId, runIds }, context);
      } catch (error) {
        if (cancelled(context.signal))
          await failPending(
            db,
            { projectId, evaluatorId, runIds },
            'The grading job was cancelled.',
          );
        throw error;
      }
    },
  });
}

type Batch = z.output<typeof gradeRunsPayloadSchema>;

async function gradeBatch(deps: GradingDependencies, batch: Batch, context: JobContext) {
  const { db } = deps;
  const evaluator = await findEvaluator(db, batch.projectId, batch.evaluatorId);
  // A deleted evaluator took its results with it.
  if (!evaluator) return;
  const pending = await db
    .selectFrom('evaluation_result as er')
    .innerJoin('run', (join) =>
      join.onRef('run.project_id', '=', 'er.project_id').onRef('run.id', '=', 'er.run_id'),
    )
    .select([
      'run.id',
      'run.input',
      'run.output',
      'run.prompt_tokens',
      'run.completion_tokens',
      'run.total_tokens',
      'run.cost',
      'run.duration_ms',
    ])
    .where('er.project_id', '=', batch.projectId)
    .where('er.evaluator_id', '=', batch.evaluatorId)
    .where('er.run_id', 'in', batch.runIds)
    .where('er.status', '=', 'pending')
    .execute();
  if (pending.length === 0) return;
  const lastAttempt = context.job.attempt >= gradeMaxAttempts;

  let checkContext: CheckContext = { judge: null, signal: context.signal };
  if (needsJudge(evaluator.type)) {
    try {
      const orgId = context.job.orgId ?? (await projectOrg(db, batch.projectId));
      checkContext = {
        judge: await resolveJudge(db, deps.cipher, orgId, deps.judge),
        signal: context.signal,
      };
    } catch (error) {
      // A saved key that cannot be decrypted: no attempt will do better until someone fixes it.
      await failPending(db, batch, messageOf(error));
      return;
    }
  }

  // runCheck refuses a type that is no check (EvaluationError), as the routes did on save.
  const check = { id: evaluator.type as FilterId, params: evaluator.params };
  let retryLater: string | null = null;
  let left = 0;
  for (const [index, run] of pending.entries()) {
    context.signal.throwIfAborted();
    try {
      const verdict = await runCheck(check, runSubject(run), checkContext);
      await settle(db, batch, run.id, {
        status: 'done',
        passed: verdict.passed,
        score: verdict.score === null || Number.isFinite(verdict.score) ? verdict.score : null,
        reason: verdict.reason,
      });
    } catch (error) {
      if (context.signal.aborted) throw error;
      const retryable = !(error instanceof EvaluationError) || error.retryable;
      if (retryable && !lastAttempt) {
        retryLater = messageOf(error);
        left += 1;
        await db
          .updateTable('evaluation_result')
          .set({ reason: retryLater, attempts: sql`attempts + 1`, updated_at: sql`now()` })
          .where('project_id', '=', batch.projectId)
          .where('evaluator_id', '=', batch.evaluatorId)
          .where('run_id', '=', run.id)
          .where('status', '=', 'pending')
          .execute();
      } else {
        await settle(db, batch, run.id, {
          status: 'error',
          passed: null,
          score: null,
          reason: messageOf(error),
        });
      }
    }
    await context.reportProgress({ done: index + 1, total: pending.length });
  }
  if (retryLater !== null)
    throw new Error(`${left} of ${pending.length} runs could not be graded yet: ${retryLater}`);
}

/** Stores a pending result's outcome (a row already settled by another attempt is left alone). */
async function settle(
  db: Kysely<Database>,
  batch: Batch,
  runId: string,
  outcome: {
    status: 'done' | 'error';
    passed: boolean | null;
    score: number | null;
    reason: string | null;
  },
) {
  await db
    .updateTable('evaluation_result')
    .set({ ...outcome, attempts: sql`attempts + 1`, updated_at: sql`now()` })
    .where('project_id', '=', batch.projectId)
    .where('evaluator_id', '=', batch.evaluatorId)
    .where('run_id', '=', runId)
    .where('status', '=', 'pending')
    .execute();
}

/** Turns the batch's pending results into errors with `reason`. */
async function failPending(db: Kysely<Database>, batch: Batch, reason: string) {
  await db
    .updateTable('evaluation_result')
    .set({ status: 'error', reason, updated_at: sql`now()` })
    .where('project_id', '=', batch.projectId)
    .where('evaluator_id', '=', batch.evaluatorId)
    .where('run_id', 'in', batch.runIds)
    .where('status', '=', 'pending')
    .execute();
}

async function projectOrg(db: Kysely<Database>, projectId: string): Promise<string> {
  const project = await db
    .selectFrom('project')
    .select('org_id')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return project.org_id;
}
