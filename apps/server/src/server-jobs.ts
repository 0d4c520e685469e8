import type { Kysely } from 'kysely';
import { alertJobs } from './alerts/evaluate-alerts.job.js';
import type { Database } from './db/schema.js';
import { enrichmentDependencies } from './enrichments/enrichment-dependencies.js';
import { enrichmentJobs } from './enrichments/enrichment-jobs.js';
import type { LocalAnalysis } from './enrichments/local-analysis.js';
import { evaluationJobs, gradingDependencies } from './evaluators/index.js';
import { experimentRunJob } from './experiments/experiment-run-job.js';
import type { ServerContext } from './http/app-env.js';
import { rateLimitSweep } from './http/rate-limit-sweep.js';
import { finishedJobSweep } from './jobs/finished-job-sweep.js';
import type { JobRegistry } from './jobs/job-definition.js';
import { projectRetention, retentionSweep } from './runs/run-retention.js';
import { contentFactsJob, embeddedContentFactsBatchSize } from './search/content-facts.job.js';
import { embeddedSearchIndexBatchSize, searchIndexJob } from './search/search-index.job.js';
import { searchVocabularyPruneJob } from './search/search-vocabulary-prune.job.js';
import { warehouseJobs } from './warehouse/warehouse-sync.job.js';
import { warehouseSyncDependencies } from './warehouse/warehouse-sync.js';
import { pendingRunEventSweep } from './write-path/pending-run-event-sweep.js';
import { runWriteOptionsLoader } from './write-path/run-write-options.js';
import { unsettledRunsSweep } from './write-path/unsettled-runs-sweep.js';

/**
 * Every kind of background job the server runs: kind → payload schema and
 * handler. A kind's name is stored with each job, so never rename one that
 * has shipped.
 */
export function serverJobs(
  db: Kysely<Database>,
  context: Pick<ServerContext, 'providerKeyCipher' | 'config' | 'mailer'>,
  /** Where the offline enrichers run (the server's analysis thread); the calling thread when absent. */
  analysis?: LocalAnalysis,
) {
  return {
    ...evaluationJobs(gradingDependencies({ ...context, db })),
    ...enrichmentJobs(enrichmentDependencies({ ...context, db }, analysis ? { analysis } : {})),
    'pending-run-events.sweep': pendingRunEventSweep(db),
    'runs.settle-sweep': unsettledRunsSweep(db, runWriteOptionsLoader(db)),
    'jobs.sweep-finished': finishedJobSweep(db),
    'rate-limits.sweep': rateLimitSweep(db),
    'retention.sweep': retentionSweep(db, context.config.edition),
    'retention.project': projectRetention(db, context.config.edition),
    'search.index': searchIndexJob(
      db,
      context.config.databaseUrl ? undefined : embeddedSearchIndexBatchSize,
    ),
    'search.vocabulary-prune': searchVocabularyPruneJob(db),
    'search.content-facts': contentFactsJob(
      db,
      context.config.databaseUrl ? undefined : embeddedContentFactsBatchSize,
    ),
    'experiments.run': experimentRunJob({ ...context, db }),
    ...warehouseJobs(warehouseSyncDependencies({ ...context, db })),
    ...alertJobs({
      db,
      mailer: context.mailer,
      providerKeyCipher: context.providerKeyCipher,
      appUrl: context.config.appUrl,
      outboundPrivateNetwork: context.config.outboundPrivateNetwork,
      betaOrgs: context.config.betaOrgs,
      everySeconds: context.config.alertIntervalSeconds,
    }),
  } satisfies JobRegistry;
}

/** The server's job registry, for typed `enqueue` calls. */
export type ServerJobs = ReturnType<typeof serverJobs>;
