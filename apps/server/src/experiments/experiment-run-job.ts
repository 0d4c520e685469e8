import { idSchema } from '@lookout/domain';
import { parseFilterBar } from '@lookout/filters';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ServerConfig } from '../config/env.js';
import type { Database } from '../db/schema.js';
import { resolveJudge } from '../evaluations/judge-model.js';
import { ApiError } from '../http/api-error.js';
import type { JobContext } from '../jobs/job-definition.js';
import { defineJob } from '../jobs/job-definition.js';
import { completeChat } from '../providers/complete-chat.js';
import {
  type ModelConnection,
  modelConnectionSource,
  resolveModelConnection,
} from '../providers/model-connection.js';
import { ConcurrencyLimit } from '../providers/provider-concurrency.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { runWriteOptionsLoader } from '../write-path/run-write-options.js';
import { listExperimentItems, planOf, recordExperimentStatus } from './experiment.repository.js';
import { insertExperimentResult, storedPairKeys } from './experiment-result.repository.js';
import { defaultProviderRetry, type ProviderRetry } from './provider-retry.js';
import { type Pair, type PairRunContext, runExperimentPair } from './run-experiment-pair.js';

/** What the experiment job needs from the server. */
export interface ExperimentJobServices {
  db: Kysely<Database>;
  config: Pick<
    ServerConfig,
    'providerTimeoutMs' | 'providerConcurrency' | 'judgeModel' | 'outboundPrivateNetwork'
  >;
  providerKeyCipher: ProviderKeyCipher;
  /** The process's limit of model calls made by jobs (one per process, shared by every experiment). */
  providerLimit?: ConcurrencyLimit;
  /** Retries of a failing model call (tests shorten the waits). */
  providerRetry?: ProviderRetry;
}

/** Attempts of an experiment's job before it fails for good. */
export const experimentRunAttempts = 3;

/** `experiments.run`: `{experimentId}`; the job's project and org scope it. */
export const experimentRunPayloadSchema = z.object({ experimentId: idSchema });

/**
 * Reports the count of stored pairs, one report at a time, each with the
 * latest count; a report is also the job's checkpoint (it fails once a cancel
 * was asked or the process stops), and that failure is kept for `failure`.
 */
function progressReporter(context: JobContext, total: number) {
  let done = 0;
  let pending: Promise<void> | null = null;
  let again = false;
  let failure: { error: unknown } | null = null;
  const flush = async () => {
    do {
      again = false;
      await context.reportProgress({ done, total, message: `${done} of ${total} outputs` });
    } while (again);
  };
  return {
    /** Saves `count` soon, without waiting (workers go on to their next pair). */
    report(count: number): void {
      done = count;
      if (pending) {
        again = true;
        return;
      }
      pending = flush()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          pending = null;
        });
    },
    /** Why reporting failed (a cancel, a stop, the database), once it has. */
    get failure() {
      return failure;
    },
    /** Waits for the report under way. */
    async settled(): Promise<void> {
      while (pending) await pending;
    },
  };
}

/**
 * Runs an experiment: every item × variant pair without a stored result,
 * `providerLimit` model calls at a time. Each pair's result is stored as soon
 * as it is graded (a pair with a row is never run again, so a restart or a
 * retry resumes where the last run stopped); a pair whose model call failed
 * is stored with its error. A cancel or a stop takes no new pair and lets the
 * calls under way finish and be stored. An experiment deleted meanwhile ends
 * the job quietly.
 */
export function experimentRunJob(services: ExperimentJobServices) {
  const { db, config } = services;
  // Every model call of the job goes through the outbound policy: a base URL the org typed may be private.
  const models = modelConnectionSource(services);
  const providerLimit = services.providerLimit ?? new ConcurrencyLimit(config.providerConcurrency);
  const loadPriceOverrides = runWriteOptionsLoader(db);
  return defineJob({
    payload: experimentRunPayloadSchema,
    maxAttempts: experimentRunAttempts,
    run: async ({ experimentId }, context) => {
      const { projectId, orgId } = context.job;
      if (!projectId || !orgId) throw new Error('An experiment job needs its project and org.');
      try {
        await runExperiment(experimentId, projectId, orgId, context);
      } catch (error) {
        // A cancel or a stop is recorded by the runner; a last failed attempt is recorded here too,
        // so the experiment still says why once its job row is swept.
        if (!context.signal.aborted && context.job.attempt >= experimentRunAttempts) {
          const message = error instanceof Error ? error.message : String(error);
          await recordExperimentStatus(db, projectId, experimentId, 'failed', message).catch(
            () => undefined,
          );
        }
        throw error;
      }
    },
  });

  async function runExperiment(
    experimentId: string,
    projectId: string,
    orgId: string,
    context: JobContext,
  ): Promise<void> {
    const row = await db
      .selectFrom('experiment')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', experimentId)
      .executeTakeFirst();
    if (!row) return;
    await recordExperimentStatus(db, projectId, experimentId, 'running');
    const { prompts, graders } = planOf(row);
    const items = await listExperimentItems(db, projectId, experimentId);
    const stored = await storedPairKeys(db, projectId, experimentId);
    const todo: { itemIndex: number; variantIndex: number }[] = [];
    for (const [itemIndex, item] of items.entries())
      for (const variantIndex of prompts.keys())
        if (!stored.has(`${item.id}:${variantIndex}`)) todo.push({ itemIndex, variantIndex });
    const total = items.length * prompts.length;
    const progress = progressReporter(context, total);
    let done = total - todo.length;
    await context.reportProgress({ done, total, message: `${done} of ${total} outputs` });
    if (todo.length === 0) {
      await recordExperimentStatus(db, projectId, experimentId, 'finished');
      return;
    }

    const connections = await Promise.all(
      prompts.map((prompt, index) =>
        resolveModelConnection(models, orgId, prompt.model, `variant ${index + 1}`).catch(
          (error: unknown): ModelConnection | { problem: string } => {
            // A key removed since the experiment was created fails that variant's pairs, not the job.
            if (error instanceof ApiError) return { problem: error.message };
            throw error;
          },
        ),
      ),
    );
    const checklist = graders.checklist ? parseFilterBar(graders.checklist.data) : null;
    const needsJudge = graders.evaluators.length > 0 || checklist !== null;
    const judge = needsJudge
      ? await resolveJudge(models, orgId, {
          model: config.judgeModel,
          timeoutMs: config.providerTimeoutMs,
        })
      : null;
    const pairContext: PairRunContext = {
      complete: completeChat,
      timeoutMs: config.providerTimeoutMs,
      retry: services.providerRetry ?? defaultProviderRetry,
      priceOverrides: (await loadPriceOverrides(orgId)).priceOverrides ?? [],
      evaluators: graders.evaluators,
      checklist,
      checks: { judge },
      signal: context.signal,
    };

    let next = 0;
    let stop = null as { error: unknown } | null;
    let gone = false;
    const stopping = () =>
      stop !== null || progress.failure !== null || gone || context.signal.aborted;
    const worker = async () => {
      while (!stopping() && next < todo.length) {
        const { itemIndex, variantIndex } = todo[next] as (typeof todo)[number];
        next += 1;
        const item = items[itemIndex] as (typeof items)[number];
        const pair: Pair = {
          item,
          prompt: prompts[variantIndex] as (typeof prompts)[number],
          model: connections[variantIndex] as Pair['model'],
        };
        try {
          // A pair that waited for a slot past a cancel or a stop is left for a later run.
          const result = await providerLimit.run(() =>
            stopping() ? Promise.resolve(null) : runExperimentPair(pair, pairContext),
          );
          if (result === null) break;
          const kept = await insertExperimentResult(db, {
            projectId,
            experimentId,
            itemId: item.id,
            variantIndex,
            result,
          });
          if (kept === 'gone') {
            gone = true;
            break;
          }
          done += 1;
          progress.report(done);
        } catch (error) {
          stop ??= { error };
        }
      }
    };
    // Twice as many workers as slots: while one stores its result, another's call holds the slot.
    const workers = Math.min(providerLimit.limit * 2, todo.length);
    await Promise.all(Array.from({ length: workers }, worker));
    await progress.settled();
    if (gone) return;
    const failure = stop ?? progress.failure;
    if (failure) throw failure.error;
    context.signal.throwIfAborted();
    await context.reportProgress({ done, total, message: `${done} of ${total} outputs` });
    await recordExperimentStatus(db, projectId, experimentId, 'finished');
  }
}
