import { OpenAPIHono } from '@hono/zod-openapi';
import { datasetImportLimits } from '@lookout/domain';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { alertRoutes } from './alerts/alert.routes.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { auditLogRoutes } from './audit/audit-log.routes.js';
import { clientAddress } from './audit/record-audit.js';
import { authRoutes } from './auth/auth.routes.js';
import { stripeWebhookRoutes } from './billing/stripe-webhook.routes.js';
import { checklistRoutes } from './checklists/checklist.routes.js';
import { costMappingRoutes } from './cost-mappings/cost-mapping.routes.js';
import { customChartRoutes } from './dashboards/custom-chart.routes.js';
import { dashboardRoutes } from './dashboards/dashboard.routes.js';
import { datasetFromRunsRoutes } from './datasets/dataset-from-runs.routes.js';
import { datasetGenerateRoutes } from './datasets/dataset-generate.routes.js';
import { datasetItemRoutes } from './datasets/dataset-item.routes.js';
import {
  datasetTransferRoutes,
  documentDatasetExport,
  importTooLarge,
} from './datasets/dataset-transfer.routes.js';
import { datasetV2Routes } from './datasets/dataset-v2.routes.js';
import { datasetPromptRoutes } from './datasets-v1/dataset-prompt.routes.js';
import { datasetV1Routes } from './datasets-v1/dataset-v1.routes.js';
import {
  isDatabasePoolExhausted,
  isDatabaseUnavailable,
  logDatabaseOutage,
} from './db/database-unavailable.js';
import { checkReadiness } from './db/readiness.js';
import { enricherRoutes } from './enrichments/enricher.routes.js';
import { evaluatorRoutes } from './evaluators/evaluator.routes.js';
import { experimentRoutes } from './experiments/experiment.routes.js';
import { externalUserRoutes } from './external-users/external-user.routes.js';
import { filterListRoutes } from './filter-lists/filter-list.routes.js';
import { guardrailRoutes } from './guardrails/guardrail.routes.js';
import { apiDocsRoutes } from './http/api-docs.js';
import { ApiError } from './http/api-error.js';
import { registerSecuritySchemes } from './http/api-security.js';
import type { AppEnv, ServerContext } from './http/app-env.js';
import { authenticate } from './http/authenticate.js';
import { databaseUnavailableError } from './http/database-unavailable-error.js';
import { useEdgeHeaders } from './http/edge-headers.js';
import { serveOpenApiDocument } from './http/openapi-document.js';
import { rememberWrite } from './http/read-database.js';
import { refuseReadOnlyWrites } from './http/refuse-read-only-writes.js';
import { createRouter } from './http/router.js';
import { serveWebApp } from './http/serve-web.js';
import { refuseUnstorableText } from './http/storable-input.js';
import { documentIngestionRoutes } from './ingest/http/ingestion-docs.js';
import { langfuseIngestRoutes } from './ingest/http/langfuse.routes.js';
import { lunaryIngestRoutes } from './ingest/http/lunary.routes.js';
import { otlpIngestRoutes } from './ingest/http/otlp.routes.js';
import { insightsRoutes } from './insights/insights.routes.js';
import { jobRoutes } from './jobs/jobs.routes.js';
import { orgRoutes } from './orgs/org.routes.js';
import { playgroundRoutes } from './playground/playground.routes.js';
import { playgroundEndpointRoutes } from './playground-endpoints/playground-endpoint.routes.js';
import { apiKeyRoutes } from './projects/api-key.routes.js';
import { projectRoutes } from './projects/project.routes.js';
import { ruleRoutes } from './projects/rule.routes.js';
import { providerKeyRoutes } from './providers/provider-key.routes.js';
import { reviewQueueRoutes } from './reviews/review-queue.routes.js';
import { runReviewRoutes } from './reviews/run-review.routes.js';
import { healthRoutes } from './routes/health.route.js';
import { versionRoute } from './routes/version.route.js';
import { publicRunRoutes } from './runs/public-run.routes.js';
import { runRoutes } from './runs/run.routes.js';
import {
  documentRunDownload,
  runDownloadRoutes,
  runExportRoutes,
} from './runs/run-export.routes.js';
import { oidcSignInRoutes } from './sso/oidc-sign-in.routes.js';
import { samlSignInRoutes } from './sso/saml.routes.js';
import { samlMetadataParseRoutes } from './sso/saml-metadata-parse.routes.js';
import { ssoConnectionRoutes } from './sso/sso-connection.routes.js';
import { ssoSignInRoutes } from './sso/sso-sign-in.routes.js';
import { teamRoutes } from './team/team.routes.js';
import { langfusePromptRoutes } from './templates/langfuse-prompt.routes.js';
import { templateRoutes } from './templates/template.routes.js';
import { templateVersionRoutes } from './templates/template-version.routes.js';
import { currentUserRoutes } from './users/current-user.routes.js';
import { viewRoutes } from './views/view.routes.js';
import { dataWarehouseRoutes } from './warehouse/data-warehouse.routes.js';

/** What the app needs from the process that hosts it. */
export interface AppDependencies {
  context: ServerContext;
  /** When set, the built web app is served from this directory. */
  webDir?: string;
}

/** Largest JSON body of a dashboard API call. Ingestion routes set their own limits. */
export const apiBodyLimitBytes = 1024 * 1024;

/** Largest body of an ingestion call (SDK batches). */
export const ingestBodyLimitBytes = 16 * 1024 * 1024;

/** Dataset imports: a file of up to `datasetImportLimits.maxBytes` (plus the form's framing). */
const datasetImportPath = /^\/v1\/datasets-v2\/[^/]+\/import$/;

/** Paths the SDKs send events to. */
const ingestPaths = new Set([
  '/v1/runs/ingest',
  '/api/report',
  '/v1/traces',
  '/otel/v1/traces',
  '/api/public/ingestion',
  '/api/public/otel/v1/traces',
]);

const payloadTooLarge = new ApiError(
  413,
  'Payload too large',
  `The request body is larger than ${apiBodyLimitBytes / 1024} KiB.`,
);

/** Builds the HTTP application: every route, the error contract and, optionally, the web app. */
export function createApp({ context, webDir }: AppDependencies): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('ctx', context);
    await next();
    // With a read replica, a change's author reads the primary for a few seconds.
    rememberWrite(c);
  });
  // First, so error answers and CORS preflights carry them too.
  useEdgeHeaders(app, context.config.corsOrigins);
  // API answers (a page of runs carries their input and output) travel gzip-compressed to
  // clients that accept it; the built web app's files are compressed at build time instead.
  app.use('/v1/*', compress());
  const apiLimit = bodyLimit({
    maxSize: apiBodyLimitBytes,
    onError: () => {
      throw payloadTooLarge;
    },
  });
  const ingestLimit = bodyLimit({
    maxSize: ingestBodyLimitBytes,
    onError: () => {
      throw new ApiError(
        413,
        'Payload too large',
        `An ingestion request may carry at most ${ingestBodyLimitBytes / 1024 / 1024} MiB; send smaller batches.`,
      );
    },
  });
  const importLimit = bodyLimit({
    maxSize: datasetImportLimits.maxBytes + 64 * 1024,
    onError: () => {
      throw importTooLarge();
    },
  });
  app.use('*', (c, next) => {
    if (ingestPaths.has(c.req.path)) return ingestLimit(c, next);
    if (datasetImportPath.test(c.req.path)) return importLimit(c, next);
    if (
      c.req.path.startsWith('/v1/') ||
      c.req.path.startsWith('/auth/') ||
      c.req.path.startsWith('/api/public/v2/')
    )
      return apiLimit(c, next);
    return next();
  });
  // Ingestion cleans NUL and lone surrogates; the dashboard and auth refuse them, naming the field.
  app.use('*', (c, next) => {
    const dashboard = c.req.path.startsWith('/v1/') || c.req.path.startsWith('/auth/');
    return dashboard && !ingestPaths.has(c.req.path) ? refuseUnstorableText(c, next) : next();
  });

  // Public: no token needed.
  app.route('/v1', versionRoute);
  app.route('/v1', healthRoutes({ started: true, readiness: () => checkReadiness(context.db) }));
  serveOpenApiDocument(app, '/v1/openapi.json');
  serveOpenApiDocument(app, '/v1/openapi-3.0.json', '3.0');
  // Plain Hono routes (ingestion, downloads) are documented by hand; the others by their contracts.
  registerSecuritySchemes(app.openAPIRegistry);
  documentIngestionRoutes(app.openAPIRegistry);
  documentRunDownload(app.openAPIRegistry);
  documentDatasetExport(app.openAPIRegistry);
  // Swagger UI reads a 3.0 document in about 1 s and the 3.1 one in 5–7 s (it walks 3.1 with ApiDOM).
  app.route('/v1', apiDocsRoutes('./openapi-3.0.json'));
  app.route('/auth', authRoutes);
  app.route('/auth', ssoSignInRoutes);
  app.route('/auth', samlSignInRoutes);
  app.route('/auth', oidcSignInRoutes);

  // Ingestion: authenticated by project key, not rate limited per caller.
  app.route('/', lunaryIngestRoutes);
  app.route('/', otlpIngestRoutes);
  app.route('/', langfuseIngestRoutes);
  app.route('/', langfusePromptRoutes);
  // Shared runs, readable signed out.
  app.route('/v1', publicRunRoutes);
  app.route('/v1', runDownloadRoutes);
  app.route('/v1', stripeWebhookRoutes);

  // Everything else under /v1 needs a caller, and is rate limited per caller.
  const v1 = createRouter();
  v1.use('*', authenticate);
  v1.use('*', async (c, next) => {
    const caller = c.var.caller;
    const key =
      caller.kind === 'account'
        ? caller.accountId
        : `${caller.kind}:${clientAddress(c) ?? caller.orgId}`;
    if (!(await context.rateLimiter.hit(key)))
      throw new ApiError(429, 'Too many requests', 'Retry in one minute');
    await next();
  });
  // After a downgrade, members and projects past the plan's limits are read-only (SPEC §9).
  v1.use('*', refuseReadOnlyWrites);
  v1.route('/', currentUserRoutes);
  // Before the org routes: /orgs/provider-keys must not be read as /orgs/{id}.
  v1.route('/', providerKeyRoutes);
  v1.route('/', dataWarehouseRoutes);
  v1.route('/', samlMetadataParseRoutes);
  v1.route('/', ssoConnectionRoutes);
  v1.route('/', orgRoutes);
  v1.route('/', projectRoutes);
  v1.route('/', apiKeyRoutes);
  v1.route('/', ruleRoutes);
  v1.route('/', teamRoutes);
  v1.route('/', auditLogRoutes);
  v1.route('/', runExportRoutes);
  v1.route('/', runRoutes);
  v1.route('/', externalUserRoutes);
  v1.route('/', jobRoutes);
  v1.route('/', filterListRoutes);
  v1.route('/', costMappingRoutes);
  v1.route('/', viewRoutes);
  v1.route('/', enricherRoutes);
  v1.route('/', insightsRoutes);
  v1.route('/', evaluatorRoutes);
  v1.route('/', alertRoutes);
  v1.route('/', checklistRoutes);
  v1.route('/', playgroundRoutes);
  // Custom charts first: /dashboards/charts/custom must not be read as /dashboards/{id}.
  v1.route('/', customChartRoutes);
  v1.route('/', dashboardRoutes);
  v1.route('/', analyticsRoutes);
  v1.route('/', templateRoutes);
  v1.route('/', templateVersionRoutes);
  v1.route('/', playgroundEndpointRoutes);
  v1.route('/', datasetV2Routes);
  v1.route('/', datasetItemRoutes);
  v1.route('/', datasetTransferRoutes);
  v1.route('/', datasetGenerateRoutes);
  v1.route('/', datasetFromRunsRoutes);
  // Prompts and variations first: /datasets/prompts/{id} must not be read as /datasets/{id}.
  v1.route('/', datasetPromptRoutes);
  v1.route('/', datasetV1Routes);
  v1.route('/', reviewQueueRoutes);
  v1.route('/', runReviewRoutes);
  v1.route('/', experimentRoutes);
  v1.route('/', guardrailRoutes);
  app.route('/v1', v1);

  if (webDir) serveWebApp(app, webDir);

  app.notFound((c) =>
    c.json({ error: 'Not found', message: `No route for ${c.req.method} ${c.req.path}.` }, 404),
  );

  app.onError((error, c) => {
    // A database that stops or restarts is not a server bug: 503 with Retry-After, so SDKs retry.
    const outage = !(error instanceof ApiError) && isDatabaseUnavailable(error);
    if (outage) logDatabaseOutage(error);
    const apiError =
      error instanceof ApiError
        ? error
        : outage
          ? databaseUnavailableError(isDatabasePoolExhausted(error) ? 'busy' : 'unreachable')
          : undefined;
    if (apiError) return c.json(apiError.toBody(), apiError.status, apiError.headers);
    if (error instanceof HTTPException) {
      const status = error.status;
      const title = status === 413 ? 'Payload too large' : 'Invalid request';
      return c.json(
        { error: title, message: error.message || 'The request could not be read.' },
        status,
      );
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json(
      { error: 'Internal server error', message: 'Something went wrong on the server.' },
      500,
    );
  });

  return app;
}
