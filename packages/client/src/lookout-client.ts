import { bindCalls } from './core/bind-calls.js';
import { createHttpClient } from './core/http-client.js';
import type { HttpClientOptions } from './core/http-client-options.js';
import {
  type PlaygroundCallOptions,
  type PlaygroundEndpointTarget,
  runPlaygroundEndpoint,
  testPlaygroundEndpoint,
} from './playground/playground-endpoint-call.js';
import { getCurrentOrg, getCurrentUser, sendVerificationEmail } from './resources/account.js';
import {
  createAlert,
  deleteAlert,
  getAlert,
  listAlertEvents,
  listAlerts,
  testAlert,
  updateAlert,
} from './resources/alerts.js';
import { getAnalyticsChart, getCustomChartData } from './resources/analytics.js';
import { listAuditLogs } from './resources/audit-logs.js';
import {
  getJoinData,
  join,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  signup,
  verifyEmail,
} from './resources/auth.js';
import {
  createChecklist,
  deleteChecklist,
  getChecklist,
  listChecklists,
  updateChecklist,
} from './resources/checklists.js';
import {
  createCustomChart,
  deleteCustomChart,
  listCustomCharts,
  updateCustomChart,
} from './resources/custom-charts.js';
import {
  createDashboard,
  deleteDashboard,
  getDashboard,
  listDashboards,
  updateDashboard,
} from './resources/dashboards.js';
import {
  createDataWarehouseConnection,
  deleteDataWarehouseConnection,
  getDataWarehouseConnection,
  listDataWarehouseConnections,
  testDataWarehouseConnection,
  updateDataWarehouseConnection,
} from './resources/data-warehouse.js';
import {
  attachRunToDataset,
  createDataset,
  createDatasetPrompt,
  createDatasetVariation,
  deleteDataset,
  deleteDatasetPrompt,
  deleteDatasetVariation,
  getDataset,
  getDatasetPrompt,
  getDatasetVariation,
  listDatasets,
  updateDataset,
  updateDatasetPrompt,
  updateDatasetVariation,
} from './resources/datasets.js';
import {
  addRunsToDataset,
  createDatasetItem,
  createDatasetV2,
  deleteDatasetItem,
  deleteDatasetV2,
  duplicateDatasetV2,
  exportDatasetV2,
  generateDatasetItemOutput,
  getDatasetV2,
  importDatasetV2,
  listDatasetsV2,
  updateDatasetItem,
  updateDatasetV2,
} from './resources/datasets-v2.js';
import {
  backfillEnricher,
  createEnricher,
  deleteEnricher,
  listEnrichers,
  updateEnricher,
} from './resources/enrichers.js';
import {
  createEvaluator,
  deleteEvaluator,
  getEvaluator,
  listEvaluators,
  runEvaluator,
  updateEvaluator,
} from './resources/evaluators.js';
import {
  cancelExperiment,
  createExperiment,
  deleteExperiment,
  getExperiment,
  listExperiments,
  rerunExperiment,
} from './resources/experiments.js';
import {
  deleteExternalUser,
  getExternalUser,
  listExternalUsers,
  updateExternalUser,
} from './resources/external-users.js';
import {
  listFilterEvaluators,
  listFilterMetadata,
  listFilterTemplates,
  listFilterValues,
} from './resources/filters-lists.js';
import { cancelJob, getJob, listJobs, retryJob } from './resources/jobs.js';
import {
  getLatestInvoice,
  regenerateOrgApiKey,
  setOrgBeta,
  updateOrg,
  upgradeOrg,
} from './resources/orgs.js';
import { getPlaygroundUsage, runPlayground } from './resources/playground.js';
import {
  createPlaygroundEndpoint,
  deletePlaygroundEndpoint,
  listPlaygroundEndpoints,
  updatePlaygroundEndpoint,
} from './resources/playground-endpoints.js';
import {
  createProject,
  createRule,
  deleteProject,
  deleteRule,
  listProjectApiKeys,
  listProjects,
  listRules,
  regeneratePrivateApiKey,
  updateProject,
} from './resources/projects.js';
import { deleteProviderKey, listProviderKeys, putProviderKey } from './resources/provider-keys.js';
import {
  createReviewQueue,
  deleteReviewQueue,
  getReviewQueue,
  listReviewItems,
  listReviewQueues,
  listRunReviews,
  putReview,
  updateReviewQueue,
} from './resources/reviews.js';
import {
  countRuns,
  deleteRun,
  exportRuns,
  getPublicRun,
  getPublicRunTree,
  getRun,
  getRunFeedback,
  getRunTree,
  listRuns,
  runSampleData,
  runSearchStatus,
  runTotals,
  updateRunFeedback,
  updateRunScore,
  updateRunVisibility,
} from './resources/runs.js';
import {
  deleteSsoConnection,
  getSsoConnection,
  parseSamlMetadata,
  putSsoConnection,
} from './resources/sso.js';
import {
  inviteTeamMember,
  listTeamMembers,
  removeTeamMember,
  updateTeamMember,
  withdrawInvitation,
} from './resources/team.js';
import {
  createTemplateVersion,
  getTemplateVersion,
  updateTemplateVersion,
} from './resources/template-versions.js';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './resources/templates.js';
import { getVersion } from './resources/version.js';
import { createView, deleteView, getView, listViews, updateView } from './resources/views.js';

/** How the client reaches the server and reports to the app; see {@link HttpClientOptions}. */
export type LookoutClientOptions = HttpClientOptions;

/**
 * Creates the typed Lookout client: the low-level `http` client plus every
 * call of the API grouped by area, each answer checked against its contract.
 * @example
 * // In the web app: token and project from the stores, errors as toasts.
 * const lookout = createLookoutClient({
 *   getToken: () => authStore.getState().token,
 *   getProjectId: () => projectStore.getState().projectId,
 *   onSignedOut: () => signOut(),
 *   onNotify: ({ title, message }) => showErrorToast(title, message),
 * });
 * const projects = await lookout.projects.list();
 * const { data } = await lookout.runs.list({ type: 'llm', page: 0 });
 */
export function createLookoutClient(options: LookoutClientOptions = {}) {
  const http = createHttpClient(options);
  const direct = (call: PlaygroundCallOptions = {}): PlaygroundCallOptions => ({
    fetch: options.fetch,
    ...call,
  });
  return {
    /** The low-level client, for calls without a typed function yet. */
    http,
    auth: bindCalls(http, {
      signup,
      login,
      logout,
      requestPasswordReset,
      resetPassword,
      verifyEmail,
      getJoinData,
      join,
    }),
    account: bindCalls(http, {
      getUser: getCurrentUser,
      getOrg: getCurrentOrg,
      sendVerificationEmail,
    }),
    orgs: bindCalls(http, {
      update: updateOrg,
      regenerateApiKey: regenerateOrgApiKey,
      setBeta: setOrgBeta,
      upgrade: upgradeOrg,
      getLatestInvoice,
    }),
    projects: bindCalls(http, {
      list: listProjects,
      create: createProject,
      update: updateProject,
      delete: deleteProject,
      listApiKeys: listProjectApiKeys,
      regeneratePrivateApiKey,
      listRules,
      createRule,
      deleteRule,
    }),
    team: bindCalls(http, {
      list: listTeamMembers,
      invite: inviteTeamMember,
      withdrawInvitation,
      update: updateTeamMember,
      remove: removeTeamMember,
    }),
    auditLogs: bindCalls(http, { list: listAuditLogs }),
    runs: bindCalls(http, {
      list: listRuns,
      count: countRuns,
      totals: runTotals,
      searchStatus: runSearchStatus,
      sampleData: runSampleData,
      get: getRun,
      getTree: getRunTree,
      getPublic: getPublicRun,
      getPublicTree: getPublicRunTree,
      delete: deleteRun,
      updateVisibility: updateRunVisibility,
      getFeedback: getRunFeedback,
      updateFeedback: updateRunFeedback,
      updateScore: updateRunScore,
      export: exportRuns,
    }),
    filterLists: bindCalls(http, {
      values: listFilterValues,
      templates: listFilterTemplates,
      metadata: listFilterMetadata,
      evaluators: listFilterEvaluators,
    }),
    externalUsers: bindCalls(http, {
      list: listExternalUsers,
      get: getExternalUser,
      update: updateExternalUser,
      delete: deleteExternalUser,
    }),
    views: bindCalls(http, {
      list: listViews,
      create: createView,
      get: getView,
      update: updateView,
      delete: deleteView,
    }),
    dashboards: bindCalls(http, {
      list: listDashboards,
      create: createDashboard,
      get: getDashboard,
      update: updateDashboard,
      delete: deleteDashboard,
    }),
    jobs: bindCalls(http, { list: listJobs, get: getJob, cancel: cancelJob, retry: retryJob }),
    customCharts: bindCalls(http, {
      list: listCustomCharts,
      create: createCustomChart,
      update: updateCustomChart,
      delete: deleteCustomChart,
    }),
    analytics: bindCalls(http, {
      chart: getAnalyticsChart,
      customChart: getCustomChartData,
    }),
    templates: bindCalls(http, {
      list: listTemplates,
      create: createTemplate,
      get: getTemplate,
      update: updateTemplate,
      delete: deleteTemplate,
    }),
    templateVersions: bindCalls(http, {
      create: createTemplateVersion,
      get: getTemplateVersion,
      update: updateTemplateVersion,
    }),
    datasets: bindCalls(http, {
      list: listDatasets,
      create: createDataset,
      get: getDataset,
      update: updateDataset,
      delete: deleteDataset,
      createPrompt: createDatasetPrompt,
      attachRun: attachRunToDataset,
      getPrompt: getDatasetPrompt,
      updatePrompt: updateDatasetPrompt,
      deletePrompt: deleteDatasetPrompt,
      createVariation: createDatasetVariation,
      getVariation: getDatasetVariation,
      updateVariation: updateDatasetVariation,
      deleteVariation: deleteDatasetVariation,
    }),
    datasetsV2: bindCalls(http, {
      list: listDatasetsV2,
      create: createDatasetV2,
      get: getDatasetV2,
      update: updateDatasetV2,
      delete: deleteDatasetV2,
      duplicate: duplicateDatasetV2,
      import: importDatasetV2,
      createItem: createDatasetItem,
      updateItem: updateDatasetItem,
      deleteItem: deleteDatasetItem,
      generateItemOutput: generateDatasetItemOutput,
      addRuns: addRunsToDataset,
      export: exportDatasetV2,
    }),
    checklists: bindCalls(http, {
      list: listChecklists,
      create: createChecklist,
      get: getChecklist,
      update: updateChecklist,
      delete: deleteChecklist,
    }),
    /** Human review: queues of runs people grade one by one, and a run's reviews. */
    reviews: bindCalls(http, {
      listQueues: listReviewQueues,
      createQueue: createReviewQueue,
      getQueue: getReviewQueue,
      updateQueue: updateReviewQueue,
      deleteQueue: deleteReviewQueue,
      listItems: listReviewItems,
      put: putReview,
      listForRun: listRunReviews,
    }),
    /** Alerts (beta): metrics watched against a threshold, their history and test notifications. */
    alerts: bindCalls(http, {
      list: listAlerts,
      create: createAlert,
      get: getAlert,
      update: updateAlert,
      delete: deleteAlert,
      events: listAlertEvents,
      test: testAlert,
    }),
    /** Enrichers: language, sentiment, PII, toxicity and topics computed on the project's runs. */
    enrichers: bindCalls(http, {
      list: listEnrichers,
      create: createEnricher,
      update: updateEnricher,
      delete: deleteEnricher,
      backfill: backfillEnricher,
    }),
    evaluators: bindCalls(http, {
      list: listEvaluators,
      create: createEvaluator,
      get: getEvaluator,
      update: updateEvaluator,
      delete: deleteEvaluator,
      run: runEvaluator,
    }),
    /** Experiments (beta): variants run over a dataset and compared. */
    experiments: bindCalls(http, {
      list: listExperiments,
      create: createExperiment,
      get: getExperiment,
      rerun: rerunExperiment,
      cancel: cancelExperiment,
      delete: deleteExperiment,
    }),
    /** The AI playground: `run` yields the answer's chunks as they stream in. */
    playground: bindCalls(http, { run: runPlayground, usage: getPlaygroundUsage }),
    /** The org's model-provider keys, masked. */
    providerKeys: bindCalls(http, {
      list: listProviderKeys,
      put: putProviderKey,
      delete: deleteProviderKey,
    }),
    /** The org's data-warehouse connections (enterprise); the URL is write-only. */
    dataWarehouse: bindCalls(http, {
      list: listDataWarehouseConnections,
      test: testDataWarehouseConnection,
      create: createDataWarehouseConnection,
      get: getDataWarehouseConnection,
      update: updateDataWarehouseConnection,
      delete: deleteDataWarehouseConnection,
    }),
    /** The org's single sign-on connection (owner, enterprise); the client secret is write-only. */
    sso: bindCalls(http, {
      get: getSsoConnection,
      put: putSsoConnection,
      delete: deleteSsoConnection,
      parseSamlMetadata,
    }),
    playgroundEndpoints: {
      ...bindCalls(http, {
        list: listPlaygroundEndpoints,
        create: createPlaygroundEndpoint,
        update: updatePlaygroundEndpoint,
        delete: deletePlaygroundEndpoint,
      }),
      /** Calls the endpoint straight from here with headers only; see {@link testPlaygroundEndpoint}. */
      test: (endpoint: PlaygroundEndpointTarget, call?: PlaygroundCallOptions) =>
        testPlaygroundEndpoint(endpoint, direct(call)),
      /** Posts a payload straight to the endpoint; see {@link runPlaygroundEndpoint}. */
      run: (endpoint: PlaygroundEndpointTarget, payload?: unknown, call?: PlaygroundCallOptions) =>
        runPlaygroundEndpoint(endpoint, payload, direct(call)),
    },
    version: bindCalls(http, { get: getVersion }),
    /** `GET /v1/version`. @deprecated Use `version.get()`. */
    getVersion: () => getVersion(http),
  };
}

/** The client {@link createLookoutClient} returns. */
export type LookoutClient = ReturnType<typeof createLookoutClient>;
