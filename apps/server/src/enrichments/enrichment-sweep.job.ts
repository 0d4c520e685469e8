import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { defineJob } from '../jobs/job-definition.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { activeEnrichers } from './active-enrichers.js';
import { enrichBatchSize, enrichRunsJob } from './enrich-runs.job.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';
import { enrichedRunTypes } from './enrichment-texts.js';
import { advanceEnrichmentWatermark, enrichmentSweepFrom } from './enrichment-watermark.js';

/** Runs one sweep hands one project at most; the next sweep takes the rest. */
export const sweepRunsPerProject = 5_000;

/**
 * Every few seconds, for each project with an active enricher: the LLM calls
 * and chat messages that finished, and the threads, ingested since the
 * project's watermark (and in the last 24 hours) that have no enrichment row
 * yet get one (empty, so no other sweep takes them again) and are queued for
 * enrichment, 100 runs a job (`enrichments.enrich`), in one transaction with
 * the watermark's move. It reads runs after they are written, so ingestion
 * never waits for it, and it yields to ingestion.
 */
export function enrichmentSweepJob(
  deps: EnrichmentDependencies,
  options: { everySeconds?: number } = {},
) {
  return defineJob({
    payload: z.object({}),
    every: { seconds: options.everySeconds ?? 5 },
    yieldsToIngestion: true,
    run: async (_payload, context) => {
      const projects = await deps.db
        .selectFrom('enricher')
        .select('project_id')
        .distinct()
        .where('enabled', '=', true)
        .orderBy('project_id')
        .execute();
      let queued = 0;
      for (const [index, { project_id: projectId }] of projects.entries()) {
        context.signal.throwIfAborted();
        queued += (await sweepProject(deps, projectId)).length;
        if (index % 50 === 49)
          await context.reportProgress({ done: index + 1, total: projects.length });
      }
      await context.reportProgress({
        done: projects.length,
        total: projects.length,
        message: `${queued} runs queued for enrichment`,
      });
    },
  });
}

/**
 * One sweep of one project: marks and queues its new runs for enrichment and
 * moves its watermark. Answers the runs queued.
 */
export async function sweepProject(
  deps: EnrichmentDependencies,
  projectId: string,
  limit = sweepRunsPerProject,
): Promise<string[]> {
  const active = await activeEnrichers(deps, projectId);
  if (!active) return [];
  const registry = { 'enrichments.enrich': enrichRunsJob(deps) };
  return deps.db.transaction().execute(async (trx) => {
    const from = await enrichmentSweepFrom(trx, projectId);
    if (active.enrichers.length === 0) {
      // Nothing computes now: runs arriving meanwhile are left to a backfill.
      await advanceEnrichmentWatermark(trx, projectId, from, [], limit);
      return [];
    }
    const marked = await sql<{ run_id: string }>`
      insert into run_enrichment (project_id, run_id)
      select run.project_id, run.id from run
      where run.project_id = ${projectId}
        and run.type = any(${sql.val([...enrichedRunTypes])}::text[])
        and (run.ended_at is not null or run.type in ('thread', 'convo'))
        and run.ingested_at >= greatest(${from}::timestamptz, now() - interval '24 hours')
        and not exists (select 1 from run_enrichment e
          where e.project_id = run.project_id and e.run_id = run.id)
      order by run.ingested_at, run.id
      limit ${limit}
      on conflict do nothing
      returning run_id`.execute(trx);
    const runIds = marked.rows.map((row) => row.run_id).sort();
    await advanceEnrichmentWatermark(trx, projectId, from, runIds, limit);
    for (let start = 0; start < runIds.length; start += enrichBatchSize) {
      const batch = runIds.slice(start, start + enrichBatchSize);
      await enqueueJob(
        trx as Kysely<Database>,
        registry,
        'enrichments.enrich',
        { projectId, runIds: batch },
        {
          orgId: active.orgId,
          projectId,
          dedupeKey: `enrichments.enrich:${projectId}:${batch[0]}`,
        },
      );
    }
    return runIds;
  });
}
