import { enrichRunsJob } from './enrich-runs.job.js';
import { enrichmentBackfillJob } from './enrichment-backfill.job.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';
import { enrichmentSweepJob } from './enrichment-sweep.job.js';

/** The background jobs of enrichments, for the server's job registry. */
export function enrichmentJobs(
  deps: EnrichmentDependencies,
  options: { sweepEverySeconds?: number } = {},
) {
  return {
    'enrichments.sweep': enrichmentSweepJob(deps, {
      ...(options.sweepEverySeconds !== undefined
        ? { everySeconds: options.sweepEverySeconds }
        : {}),
    }),
    'enrichments.enrich': enrichRunsJob(deps),
    'enrichments.backfill': enrichmentBackfillJob(deps),
  };
}
