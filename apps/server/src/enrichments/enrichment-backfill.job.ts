import { idSchema, timestampSchema } from '@lookout/domain';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import { activeEnrichers } from './active-enrichers.js';
import { computeBatch } from './enrich-batch.js';
import { enrichBatchSize, enrichMaxAttempts } from './enrich-runs.job.js';
import { findEnricher } from './enricher.repository.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';
import { enrichedRunTypes } from './enrichment-texts.js';
import { modelAccessFor } from './model-access.js';
import { saveRunEnrichments } from './run-enrichment.repository.js';

export const enrichmentBackfillPayloadSchema = z.object({
  projectId: idSchema,
  enricherId: idSchema,
  from: timestampSchema.optional(),
  to: timestampSchema.optional(),
});
type Payload = z.output<typeof enrichmentBackfillPayloadSchema>;

/** The runs a backfill covers: enriched types created in `[from, to)`. */
function inRange(db: Kysely<Database>, { projectId, from, to }: Payload) {
  return db
    .selectFrom('run')
    .where('run.project_id', '=', projectId)
    .where(sql<SqlBool>`run.type = any(${sql.val([...enrichedRunTypes])}::text[])`)
    .$if(from !== undefined, (query) =>
      query.where('run.created_at', '>=', new Date(from as string)),
    )
    .$if(to !== undefined, (query) => query.where('run.created_at', '<', new Date(to as string)));
}

/**
 * Computes one enricher on a project's existing runs (LLM calls, chat
 * messages, threads) created in `[from, to)`, oldest first, 100 runs at a
 * time. Each batch's results are stored in one transaction with how far the
 * backfill got (`enrichment_backfill`), so after a restart it resumes at the
 * next batch and never computes a finished one again; its progress (runs
 * done of the total) shows in the jobs list, and a cancel stops it at the
 * next batch. An enricher deleted, turned off or out of the plan meanwhile
 * ends it with a message.
 */
export function enrichmentBackfillJob(deps: EnrichmentDependencies) {
  const { db } = deps;
  return defineJob({
    payload: enrichmentBackfillPayloadSchema,
    maxAttempts: enrichMaxAttempts,
    run: async (payload, context) => {
      const { projectId, enricherId } = payload;
      const row = await findEnricher(db, projectId, enricherId);
      const active = await activeEnrichers(deps, projectId);
      const settings = active?.enrichers.find((enricher) => enricher.kind === row?.kind);
      if (!row || !active || !settings) {
        await context.reportProgress({
          done: 0,
          total: 0,
          message: 'The enricher is deleted, turned off or not in the plan: nothing to do.',
        });
        return;
      }
      const model = await modelAccessFor(deps, active.orgId, [settings], context.signal);
      const { total } = await inRange(db, payload)
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow();
      const jobId = context.job.id;
      let cursor = await db
        .selectFrom('enrichment_backfill')
        .select(['after_created_at', 'after_id', 'done'])
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      let done = cursor?.done ?? 0;
      await context.reportProgress({ done, total });
      for (;;) {
        const after = cursor;
        const runs = await inRange(db, payload)
          .select(['run.id', 'run.created_at'])
          .$if(after !== undefined, (query) =>
            query.where(
              sql<SqlBool>`(run.created_at, run.id) > (${after?.after_created_at}::timestamptz, ${after?.after_id}::uuid)`,
            ),
          )
          .orderBy('run.created_at')
          .orderBy('run.id')
          .limit(enrichBatchSize)
          .execute();
        const last = runs.at(-1);
        if (!last) break;
        const computed = await computeBatch(deps, {
          projectId,
          runIds: runs.map((run) => run.id),
          enrichers: [settings],
          model,
          retryModelFailures: context.job.attempt < enrichMaxAttempts,
          signal: context.signal,
        });
        done += runs.length;
        const next = { after_created_at: last.created_at, after_id: last.id, done };
        await db.transaction().execute(async (trx) => {
          await saveRunEnrichments(trx, projectId, [settings.kind], computed);
          await trx
            .insertInto('enrichment_backfill')
            .values({ job_id: jobId, project_id: projectId, ...next })
            .onConflict((conflict) => conflict.column('job_id').doUpdateSet(next))
            .execute();
        });
        cursor = next;
        await context.reportProgress({ done, total: Math.max(total, done) });
      }
      await context.reportProgress({
        done,
        total: Math.max(total, done),
        message: `${done} runs enriched`,
      });
    },
  });
}
