import { createRoute } from '@hono/zod-openapi';
import {
  createEvaluatorBodySchema,
  createEvaluatorResponseSchema,
  evaluatorRunCap,
  getEvaluatorResponseSchema,
  idParamsSchema,
  listEvaluatorsResponseSchema,
  runEvaluatorBodySchema,
  runEvaluatorResponseSchema,
  updateEvaluatorBodySchema,
  updateEvaluatorResponseSchema,
} from '@lookout/domain';
import { sql } from 'kysely';
import { recordAudit, withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { toJob } from '../jobs/job.repository.js';
import { findEvaluator, listEvaluators, toEvaluator } from './evaluator.repository.js';
import { assertValidRunSelection, checkedParams } from './evaluator-input.js';
import { gradingDependencies } from './grading-dependencies.js';
import { queueGrading } from './queue-grading.js';

const tags = ['Evaluators'];
const evaluatorNotFound = () =>
  new ApiError(404, 'Evaluator not found', 'No such evaluator in this project.');
type Action = 'create' | 'read' | 'update' | 'delete' | 'list' | 'run';
const guard = (action: Action) => [
  projectScope,
  requirePermission('evaluations', action),
  requireEvalLicence,
];

/** `/v1/evaluators…`: checks graded on a project's runs, in production or when asked (issue 14). */
export const evaluatorRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/evaluators',
      tags,
      summary: "The project's evaluators, by name",
      middleware: guard('list'),
      responses: {
        200: jsonContent(listEvaluatorsResponseSchema, 'The evaluators'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const rows = await listEvaluators(c.var.ctx.db, c.var.projectId);
      return c.json(rows.map(toEvaluator), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/evaluators',
      tags,
      summary: 'Add an evaluator',
      description:
        'A realtime evaluator grades the finished runs its filters select (LLM calls unless the filters name a type), a `sampleRate` share of them, from now on, in background jobs.',
      middleware: guard('create'),
      request: { body: jsonBody(createEvaluatorBodySchema) },
      responses: {
        200: jsonContent(createEvaluatorResponseSchema, 'The evaluator'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const params = checkedParams(body.type, body.params);
      assertValidRunSelection(body.filters);
      const row = await withAudit(
        c,
        (trx) =>
          trx
            .insertInto('evaluator')
            .values({
              project_id: c.var.projectId,
              name: body.name,
              type: body.type,
              params: JSON.stringify(params),
              mode: body.mode,
              filters: body.filters,
              sample_rate: body.sampleRate,
              realtime_since: body.mode === 'realtime' ? sql<Date>`now()` : null,
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        (created) => ({
          subject: 'evaluator',
          action: 'create',
          projectId: c.var.projectId,
          details: { evaluatorId: created.id, name: created.name, type: created.type },
        }),
      );
      return c.json(toEvaluator(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/evaluators/{id}',
      tags,
      summary: 'One evaluator',
      middleware: guard('read'),
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getEvaluatorResponseSchema, 'The evaluator'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await findEvaluator(c.var.ctx.db, c.var.projectId, c.req.valid('param').id);
      if (!row) throw evaluatorNotFound();
      return c.json(toEvaluator(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/evaluators/{id}',
      tags,
      summary: 'Rename an evaluator, change its parameters, mode, filters or sample rate',
      description:
        'The type is fixed. Turning an evaluator realtime grades runs created from then on; results already stored are kept.',
      middleware: guard('update'),
      request: { params: idParamsSchema, body: jsonBody(updateEvaluatorBodySchema) },
      responses: {
        200: jsonContent(updateEvaluatorResponseSchema, 'The evaluator'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { db } = c.var.ctx;
      const before = await findEvaluator(db, c.var.projectId, id);
      if (!before) throw evaluatorNotFound();
      const params =
        body.params !== undefined ? checkedParams(before.type, body.params) : undefined;
      if (body.filters !== undefined) assertValidRunSelection(body.filters);
      const becomesRealtime = body.mode === 'realtime' && before.mode !== 'realtime';
      const row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('evaluator')
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(params !== undefined ? { params: JSON.stringify(params) } : {}),
            ...(body.mode !== undefined ? { mode: body.mode } : {}),
            ...(body.filters !== undefined ? { filters: body.filters } : {}),
            ...(body.sampleRate !== undefined ? { sample_rate: body.sampleRate } : {}),
            ...(becomesRealtime ? { realtime_since: sql<Date>`now()` } : {}),
            ...(body.mode === 'manual' ? { realtime_since: null } : {}),
            // A new selection is swept from when the evaluator became realtime again, once.
            ...(becomesRealtime ||
            body.mode === 'manual' ||
            body.filters !== undefined ||
            body.sampleRate !== undefined
              ? { sweep_from: null }
              : {}),
            updated_at: new Date(),
          })
          .where('project_id', '=', c.var.projectId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw evaluatorNotFound();
        await recordAudit(
          c,
          {
            subject: 'evaluator',
            action: 'update',
            projectId: c.var.projectId,
            details: { evaluatorId: id, ...body },
          },
          trx,
        );
        return updated;
      });
      return c.json(toEvaluator(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/evaluators/{id}',
      tags,
      summary: 'Delete an evaluator and its results',
      middleware: guard('delete'),
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const deleted = await withAudit(
        c,
        (trx) =>
          trx
            .deleteFrom('evaluator')
            .where('project_id', '=', c.var.projectId)
            .where('id', '=', c.req.valid('param').id)
            .returning(['id', 'name'])
            .executeTakeFirst(),
        (removed) =>
          removed
            ? {
                subject: 'evaluator',
                action: 'delete',
                projectId: c.var.projectId,
                details: { evaluatorId: removed.id, name: removed.name },
              }
            : null,
      );
      if (!deleted) throw evaluatorNotFound();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/evaluators/{id}/run',
      tags,
      summary: 'Grade the runs a filter string selects, in background jobs',
      description: `Marks at most ${evaluatorRunCap.toLocaleString('en')} runs (newest first; LLM calls unless the filters name a type) pending and queues grading jobs of 50 runs, shown in the jobs list. Runs the evaluator graded already are left as they are; those whose grading failed are graded again.`,
      middleware: guard('run'),
      request: { params: idParamsSchema, body: jsonBody(runEvaluatorBodySchema) },
      responses: {
        200: jsonContent(runEvaluatorResponseSchema, 'The queued runs and jobs'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const body = c.req.valid('json');
      assertValidRunSelection(body.filters);
      const evaluator = await findEvaluator(db, c.var.projectId, c.req.valid('param').id);
      if (!evaluator) throw evaluatorNotFound();
      const { runIds, jobs } = await queueGrading(
        gradingDependencies(c.var.ctx),
        { ...evaluator, filters: body.filters },
        (c.var.caller as AppEnv['Variables']['caller']).orgId,
        { limit: evaluatorRunCap, regradeErrors: true },
      );
      return c.json({ queued: runIds.length, jobs: jobs.map(toJob) }, 200);
    },
  );
