import { enricherKindSchema, idSchema } from '@lookout/domain';
import { z } from 'zod';
import { defineJob } from '../jobs/job-definition.js';
import { activeEnrichers } from './active-enrichers.js';
import { enrichBatch } from './enrich-batch.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';
import { modelAccessFor } from './model-access.js';

/** Runs one enrichment job computes: small enough that a retry repeats little. */
export const enrichBatchSize = 100;

/** Attempts of an enrichment job; a model that keeps failing records errors on the last. */
export const enrichMaxAttempts = 3;

export const enrichRunsPayloadSchema = z.object({
  projectId: idSchema,
  runIds: z.array(idSchema).min(1).max(enrichBatchSize),
  /** Only these kinds (a backfill of one enricher); every active kind when omitted. */
  kinds: z.array(enricherKindSchema).optional(),
});

/**
 * Enriches a batch of new runs with every enricher active in the project when
 * the job runs (a kind turned off meanwhile is not computed). Results are
 * upserted, so a retry or a restart never duplicates them. It yields to
 * ingestion: while the process is busy acknowledging events, it waits its turn.
 */
export function enrichRunsJob(deps: EnrichmentDependencies) {
  return defineJob({
    payload: enrichRunsPayloadSchema,
    maxAttempts: enrichMaxAttempts,
    yieldsToIngestion: true,
    run: async ({ projectId, runIds, kinds }, context) => {
      const active = await activeEnrichers(deps, projectId);
      if (!active) return;
      const enrichers = active.enrichers.filter(
        (settings) => !kinds || kinds.includes(settings.kind),
      );
      if (enrichers.length === 0) return;
      const model = await modelAccessFor(deps, active.orgId, enrichers, context.signal);
      const done = await enrichBatch(deps, {
        projectId,
        runIds,
        enrichers,
        model,
        retryModelFailures: context.job.attempt < enrichMaxAttempts,
        signal: context.signal,
      });
      await context.reportProgress({ done, total: runIds.length });
    },
  });
}
