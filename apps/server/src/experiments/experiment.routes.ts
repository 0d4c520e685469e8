import { createRoute } from '@hono/zod-openapi';
import {
  cancelExperimentResponseSchema,
  createExperimentBodySchema,
  createExperimentResponseSchema,
  getExperimentResponseSchema,
  idParamsSchema,
  listExperimentsResponseSchema,
  rerunExperimentBodySchema,
  rerunExperimentResponseSchema,
} from '@lookout/domain';
import { findDatasetV2, listDatasetItems } from '../datasets/dataset-item.repository.js';
import { ApiError } from '../http/api-error.js';
import type { ServerContext } from '../http/app-env.js';
import { projectScope } from '../http/project-scope.js';
import { requireBetaOrg } from '../http/require-beta-org.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { cancelJob } from '../jobs/job.repository.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { modelConnectionSource } from '../providers/model-connection.js';
import {
  copyExperimentItems,
  type Executor,
  type ExperimentRow,
  findExperiment,
  insertExperiment,
  listExperimentItems,
  listExperimentResults,
  markExperimentQueued,
  planOf,
  recordExperimentStatus,
  selectExperiments,
  toExperiment,
} from './experiment.repository.js';
import { experimentHumanGrading } from './experiment-human-grades.js';
import { deleteExperimentResults } from './experiment-result.repository.js';
import { experimentRunJob } from './experiment-run-job.js';
import { resolveGraders, resolveVariants } from './experiment-setup.js';
import { experimentSummaries, experimentSummariesOf } from './experiment-summaries.js';

const tags = ['Experiments'];
/** Licensed (self-hosted), beta, project-scoped: every experiment route starts with these. */
const gates = [requireEvalLicence, requireBetaOrg, projectScope] as const;

const isActive = (experiment: ExperimentRow) => {
  const { status } = toExperiment(experiment);
  return status === 'queued' || status === 'running';
};

/** Queues a run of the experiment's job (one at a time) and points the experiment at it. */
async function queueRun(
  db: Executor,
  ctx: ServerContext,
  scope: { orgId: string; projectId: string },
  experimentId: string,
): Promise<void> {
  const job = await enqueueJob(
    db as ServerContext['db'],
    { 'experiments.run': experimentRunJob(ctx) },
    'experiments.run',
    { experimentId },
    { ...scope, dedupeKey: `experiment:${experimentId}` },
  );
  if (!job)
    throw new ApiError(
      409,
      'Experiment running',
      'This experiment is already queued or running; wait for it to finish or cancel it.',
    );
  await markExperimentQueued(db, scope.projectId, experimentId, job.id);
}

/** `/v1/experiments…`: prompt versions and models compared over a dataset (issue 14, beta). */
export const experimentRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/experiments',
      tags,
      summary:
        "The project's experiments with their progress and each variant's totals, newest first",
      middleware: [...gates, requirePermission('evaluations', 'list')] as const,
      responses: {
        200: jsonContent(listExperimentsResponseSchema, 'The experiments'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const rows = await selectExperiments(db, c.var.projectId)
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
      const experiments = rows.map(toExperiment);
      const summaries = await experimentSummariesOf(
        db,
        c.var.projectId,
        experiments.map(({ id, variants }) => ({ id, variantCount: variants.length })),
      );
      return c.json(
        experiments.map((experiment) => ({
          ...experiment,
          summaries: summaries.get(experiment.id) ?? [],
        })),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/experiments',
      tags,
      summary: "Copy a dataset's items and queue the run of every variant over every item",
      middleware: [...gates, requirePermission('evaluations', 'create')] as const,
      request: { body: jsonBody(createExperimentBodySchema) },
      responses: {
        201: jsonContent(createExperimentResponseSchema, 'The experiment, queued'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { ctx, projectId } = c.var;
      const { db } = ctx;
      const scope = { orgId: c.var.caller.orgId, projectId };
      const dataset = await findDatasetV2(db, projectId, body.datasetId);
      const items = await listDatasetItems(db, projectId, dataset.id);
      if (items.length === 0)
        throw new ApiError(
          400,
          'Invalid request',
          'datasetId: The dataset has no items. Add items to it before running an experiment.',
        );
      const prompts = await resolveVariants(modelConnectionSource(ctx), scope, body.variants);
      const graders = await resolveGraders(db, projectId, body);
      // Read as queued, inside the transaction: once it commits, a job runner may start it at once.
      const created = await db.transaction().execute(async (trx) => {
        const row = await insertExperiment(trx, projectId, {
          name: body.name,
          datasetId: dataset.id,
          datasetName: dataset.name,
          plan: { variants: body.variants, prompts, graders },
          evaluatorIds: graders.evaluators.map((evaluator) => evaluator.id),
          checklistId: body.checklistId,
        });
        await copyExperimentItems(trx, projectId, row.id, items);
        await queueRun(trx, ctx, scope, row.id);
        return findExperiment(trx, projectId, row.id);
      });
      return c.json(toExperiment(created), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/experiments/{id}',
      tags,
      summary:
        "One experiment with its items, every result, the totals of each variant and people's grades",
      middleware: [...gates, requirePermission('evaluations', 'read')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getExperimentResponseSchema, 'The experiment and its results'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const { projectId } = c.var;
      const row = await findExperiment(db, projectId, c.req.valid('param').id);
      const variantCount = planOf(row).variants.length;
      const [items, results, summaries] = await Promise.all([
        listExperimentItems(db, projectId, row.id),
        listExperimentResults(db, projectId, row.id),
        experimentSummaries(db, projectId, row.id, variantCount),
      ]);
      const human = await experimentHumanGrading(db, projectId, row.id, variantCount, results);
      return c.json({ ...toExperiment(row), items, results, summaries, ...human }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/experiments/{id}/rerun',
      tags,
      summary:
        'Run the experiment again over its copied items, or only the outputs that failed (409 while it runs)',
      middleware: [...gates, requirePermission('evaluations', 'run')] as const,
      request: { params: idParamsSchema, body: jsonBody(rerunExperimentBodySchema) },
      responses: {
        200: jsonContent(rerunExperimentResponseSchema, 'The experiment, queued again'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { ctx, projectId } = c.var;
      const { id } = c.req.valid('param');
      const { onlyFailed } = c.req.valid('json');
      const row = await findExperiment(ctx.db, projectId, id);
      if (isActive(row))
        throw new ApiError(
          409,
          'Experiment running',
          'This experiment is still queued or running; wait for it to finish or cancel it.',
        );
      // Read as queued, inside the transaction: once it commits, a job runner may start it at once.
      const queued = await ctx.db.transaction().execute(async (trx) => {
        await deleteExperimentResults(trx, projectId, id, onlyFailed);
        await queueRun(trx, ctx, { orgId: c.var.caller.orgId, projectId }, id);
        return findExperiment(trx, projectId, id);
      });
      return c.json(toExperiment(queued), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/experiments/{id}/cancel',
      tags,
      summary: 'Stop the experiment at its next item; what is done is kept (409 once finished)',
      middleware: [...gates, requirePermission('evaluations', 'run')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(cancelExperimentResponseSchema, 'The experiment, cancelled or stopping'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const { projectId } = c.var;
      const { id } = c.req.valid('param');
      const row = await findExperiment(db, projectId, id);
      const cancelled = row.job_id ? await cancelJob(db, projectId, row.job_id) : undefined;
      if (!cancelled)
        throw new ApiError(
          409,
          'Experiment not running',
          `This experiment is ${toExperiment(row).status}; only a queued or running experiment can be cancelled.`,
        );
      await recordExperimentStatus(db, projectId, id, 'cancelled');
      return c.json(toExperiment(await findExperiment(db, projectId, id)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/experiments/{id}',
      tags,
      summary: 'Delete an experiment and its results, stopping its job',
      middleware: [...gates, requirePermission('evaluations', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const { projectId } = c.var;
      const row = await findExperiment(db, projectId, c.req.valid('param').id);
      if (row.job_id) await cancelJob(db, projectId, row.job_id);
      await db
        .deleteFrom('experiment')
        .where('project_id', '=', projectId)
        .where('id', '=', row.id)
        .execute();
      return c.body(null, 204);
    },
  );
