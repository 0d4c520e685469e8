import type { Migration } from 'kysely';
import * as instanceSetting from './0001-instance-setting.js';
import * as tenancyAndAccounts from './0002-tenancy-and-accounts.js';
import * as runs from './0003-runs.js';
import * as views from './0004-views.js';
import * as runTextSearch from './0005-run-text-search.js';
import * as auditLogOrder from './0006-audit-log-order.js';
import * as runListIndexOrder from './0007-run-list-index-order.js';
import * as threadLastActivity from './0008-thread-last-activity.js';
import * as loginThrottle from './0009-login-throttle.js';
import * as runArrivalOrder from './0010-run-arrival-order.js';
import * as dashboards from './0012-dashboards.js';
import * as runRollups from './0013-run-rollups.js';
import * as jobs from './0014-jobs.js';
import * as runTagRollup from './0015-run-tag-rollup.js';
import * as templates from './0016-templates.js';
import * as providerKeys from './0017-provider-keys.js';
import * as playgroundEndpoints from './0018-playground-endpoints.js';
import * as datasets from './0019-datasets.js';
import * as evaluations from './0020-evaluations.js';
import * as experiments from './0021-experiments.js';
import * as reviews from './0022-reviews.js';
import * as evaluatorSweepWatermark from './0023-evaluator-sweep-watermark.js';
import * as enrichments from './0024-enrichments.js';
import * as experimentReviews from './0025-experiment-reviews.js';
import * as alerts from './0026-alerts.js';
import * as guardrails from './0027-guardrails.js';
import * as dataWarehouse from './0028-data-warehouse.js';
import * as alertEventResolution from './0029-alert-event-resolution.js';
import * as sso from './0030-sso.js';
import * as readPaths from './0031-read-paths.js';
import * as sharedRateLimits from './0032-shared-rate-limits.js';
import * as runSearch from './0034-run-search.js';
import * as failedPaymentSince from './0035-failed-payment-since.js';
import * as orphanRunsByChange from './0036-orphan-runs-by-change.js';
import * as unsettledWrites from './0037-unsettled-writes.js';
import * as searchVocabulary from './0038-search-vocabulary.js';
import * as searchVocabularyPrune from './0039-search-vocabulary-prune.js';
import * as filterIndexes from './0040-filter-indexes.js';
import * as sampleRunIndex from './0041-sample-run-index.js';
import * as runContentFacts from './0042-run-content-facts.js';
import * as enrichmentFilterIndexes from './0043-enrichment-filter-indexes.js';

/**
 * Every migration, in order. Names sort in the order they must run; never
 * rename or edit a migration that has shipped, add a new one instead.
 */
export const migrations: Record<string, Migration> = {
  '0001-instance-setting': instanceSetting,
  '0002-tenancy-and-accounts': tenancyAndAccounts,
  '0003-runs': runs,
  '0004-views': views,
  '0005-run-text-search': runTextSearch,
  '0006-audit-log-order': auditLogOrder,
  '0007-run-list-index-order': runListIndexOrder,
  '0008-thread-last-activity': threadLastActivity,
  '0009-login-throttle': loginThrottle,
  '0010-run-arrival-order': runArrivalOrder,
  '0012-dashboards': dashboards,
  '0013-run-rollups': runRollups,
  '0014-jobs': jobs,
  '0015-run-tag-rollup': runTagRollup,
  '0016-templates': templates,
  '0017-provider-keys': providerKeys,
  '0018-playground-endpoints': playgroundEndpoints,
  '0019-datasets': datasets,
  '0020-evaluations': evaluations,
  '0021-experiments': experiments,
  '0022-reviews': reviews,
  '0023-evaluator-sweep-watermark': evaluatorSweepWatermark,
  '0024-enrichments': enrichments,
  '0025-experiment-reviews': experimentReviews,
  '0026-alerts': alerts,
  '0027-guardrails': guardrails,
  '0028-data-warehouse': dataWarehouse,
  '0029-alert-event-resolution': alertEventResolution,
  '0030-sso': sso,
  '0031-read-paths': readPaths,
  '0032-shared-rate-limits': sharedRateLimits,
  '0034-run-search': runSearch,
  '0035-failed-payment-since': failedPaymentSince,
  '0036-orphan-runs-by-change': orphanRunsByChange,
  '0037-unsettled-writes': unsettledWrites,
  '0038-search-vocabulary': searchVocabulary,
  '0039-search-vocabulary-prune': searchVocabularyPrune,
  '0040-filter-indexes': filterIndexes,
  '0041-sample-run-index': sampleRunIndex,
  '0042-run-content-facts': runContentFacts,
  '0043-enrichment-filter-indexes': enrichmentFilterIndexes,
};
