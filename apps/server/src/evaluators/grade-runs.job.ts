import { idSchema } from '@lookout/domain';
import { type FilterId, getFilterDefinition } from '@lookout/filters';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { toJsonbText } from '../db/postgres-safe.js';
import type { Database } from '../db/schema.js';
import { defineJob, type JobContext } from '../jobs/job-definition.js';
import type { OutboundPrivateNetwork } from '../outbound/outbound-policy.js';
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
  /** Whether the judge's provider may be reached at a private address (the server's outbound policy). */
  outboundPrivateNetwork: OutboundPrivateNetwork;
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
 *
 * Production traffic's grading (`evaluations.grade`) yields to ingestion; a
 * backfill a user started (`evaluations.backfill`, `yieldsToIngestion: false`)
 * keeps its normal priority.
 */
export function gradeRunsJob(
  deps: GradingDependencies,
  { yieldsToIngestion = true }: { yieldsToIngestion?: boolean } = {},
) {
  const { db } = deps;
  return defineJob({
    payload: gradeRunsPayloadSchema,
    maxAttempts: gradeMaxAttempts,
    yieldsToIngestion,
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
        judge: await resolveJudge(deps, orgId, deps.judge),
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
  // Local checks take microseconds: the job's verdicts are stored together, in one statement;
  // a judge's, which take seconds, as each comes.
  const flushEvery = checkContext.judge ? 1 : gradeBatchSize;
  const outcomes: Outcome[] = [];
  let retryLater: string | null = null;
  let left = 0;
  let done = 0;
  const flush = async () => {
    if (outcomes.length === 0) return;
    await storeOutcomes(db, batch, outcomes.splice(0));
    await context.reportProgress({ done, total: pending.length });
  };
  for (const run of pending) {
    // Hands the event loop back between runs, so requests (ingestion's acks) never wait for a batch.
    await yieldToRequests();
    context.signal.throwIfAborted();
    try {
      const verdict = await runCheck(check, runSubject(run), checkContext);
      outcomes.push({
        run_id: run.id,
        status: 'done',
        passed: verdict.passed,
        score: verdict.score === null || Number.isFinite(verdict.score) ? verdict.score : null,
        reason: verdict.reason,
      });
    } catch (error) {
      if (context.signal.aborted) throw error;
      const retryable = !(error instanceof EvaluationError) || error.retryable;
      const reason = messageOf(error);
      if (retryable && !lastAttempt) {
        retryLater = reason;
        left += 1;
      }
      outcomes.push({
        run_id: run.id,
        status: retryable && !lastAttempt ? 'pending' : 'error',
        passed: null,
        score: null,
        reason,
      });
    }
    done += 1;
    if (outcomes.length >= flushEvery) await flush();
  }
  await flush();
  if (retryLater !== null)
    throw new Error(`${left} of ${pending.length} runs could not be graded yet: ${retryLater}`);
}

/** Lets pending I/O callbacks (incoming requests) run before the next run is graded. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What one grading attempt found for a run: a verdict, an error, or `pending` to retry later. */
interface Outcome {
  run_id: string;
  status: 'done' | 'error' | 'pending';
  passed: boolean | null;
  score: number | null;
  reason: string | null;
}

/**
 * Stores attempts' outcomes in one statement, counting the attempt; rows
 * another attempt settled already are left alone.
 */
async function storeOutcomes(db: Kysely<Database>, batch: Batch, outcomes: Outcome[]) {
  await sql`update evaluation_result as er
    set status = v.status, passed = v.passed, score = v.score, reason = v.reason,
        attempts = er.attempts + 1, updated_at = now()
    from jsonb_to_recordset(${toJsonbText(outcomes)}::jsonb)
      as v(run_id uuid, status text, passed boolean, score float8, reason text)
    where er.project_id = ${batch.projectId} and er.evaluator_id = ${batch.evaluatorId}
      and er.run_id = v.run_id and er.status = 'pending'`.execute(db);
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
