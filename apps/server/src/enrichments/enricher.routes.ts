import { createRoute } from '@hono/zod-openapi';
import {
  backfillEnricherBodySchema,
  backfillEnricherResponseSchema,
  createEnricherBodySchema,
  createEnricherResponseSchema,
  type EnricherKind,
  type EnricherView,
  idParamsSchema,
  listEnrichersResponseSchema,
  updateEnricherBodySchema,
  updateEnricherResponseSchema,
} from '@lookout/domain';
import type { Context } from 'hono';
import { recordAudit, withAudit } from '../audit/record-audit.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ApiError, planRequiredError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { projectScope } from '../http/project-scope.js';
import { callerOrgPlan } from '../http/request-org-plan.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { type JobRow, toJob } from '../jobs/job.repository.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { activeBackfills, backfillDedupeKey } from './active-backfills.js';
import {
  type EnricherRow,
  findEnricher,
  listEnricherRows,
  toEnricher,
} from './enricher.repository.js';
import { checkedEnricherSettings } from './enricher-config.js';
import {
  type EnricherGating,
  enricherActivity,
  kindAllowed,
  planFeatureOf,
  planReason,
} from './enricher-gating.js';
import { enrichmentBackfillJob } from './enrichment-backfill.job.js';
import { enrichmentDependencies } from './enrichment-dependencies.js';

const tags = ['Enrichers'];
const enricherNotFound = () =>
  new ApiError(404, 'Enricher not found', 'No such enricher in this project.');
type Action = 'create' | 'read' | 'update' | 'delete' | 'list';
const guard = (action: Action) => [projectScope, requirePermission('enrichments', action)];

async function gatingOf(c: Context<AppEnv>): Promise<EnricherGating> {
  return { plan: await callerOrgPlan(c), edition: c.var.ctx.config.edition };
}

function toView(row: EnricherRow, gating: EnricherGating, backfill?: JobRow): EnricherView {
  const enricher = toEnricher(row);
  return {
    ...enricher,
    ...enricherActivity(enricher, gating),
    backfill: backfill ? toJob(backfill) : null,
  };
}

/** Refuses turning on (or adding enabled) a kind the org's cloud plan lacks: 403 `plan_required`. */
function assertPlanAllows(kind: EnricherKind, gating: EnricherGating) {
  const feature = planFeatureOf(kind);
  if (feature && !kindAllowed(gating, kind))
    throw planRequiredError(feature, planReason(kind, gating.plan));
}

/**
 * `/v1/enrichers…`: what a project computes on its runs (issue 15). On the
 * cloud edition, sentiment and topics are team and up: a free project keeps
 * its default sentiment enricher, which answers `active: false` with the
 * reason and computes nothing until the org upgrades; turning one on, or
 * adding one, is refused with 403 `plan_required`.
 */
export const enricherRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/enrichers',
      tags,
      summary: "The project's enrichers, each saying whether it computes",
      middleware: guard('list'),
      responses: {
        200: jsonContent(listEnrichersResponseSchema, 'The enrichers'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const gating = await gatingOf(c);
      const rows = await listEnricherRows(c.var.ctx.db, c.var.projectId);
      const backfills = await activeBackfills(c.var.ctx.db, c.var.projectId);
      return c.json(
        rows.map((row) => toView(row, gating, backfills.get(row.id))),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/enrichers',
      tags,
      summary: 'Add the enricher of a kind',
      description:
        'At most one enricher per kind (409 otherwise). It computes on runs ingested from now on; `POST /v1/enrichers/{id}/backfill` computes it on earlier runs.',
      middleware: guard('create'),
      request: { body: jsonBody(createEnricherBodySchema) },
      responses: {
        200: jsonContent(createEnricherResponseSchema, 'The enricher'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const settings = checkedEnricherSettings(body.kind, body.config);
      const gating = await gatingOf(c);
      if (body.enabled) assertPlanAllows(body.kind, gating);
      let row: EnricherRow;
      try {
        row = await withAudit(
          c,
          (trx) =>
            trx
              .insertInto('enricher')
              .values({
                project_id: c.var.projectId,
                kind: settings.kind,
                enabled: body.enabled,
                config: JSON.stringify(settings.config),
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          (created) => ({
            subject: 'enricher',
            action: 'create',
            projectId: c.var.projectId,
            details: { enricherId: created.id, kind: created.kind, enabled: created.enabled },
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ApiError(
            409,
            'Enricher exists',
            `This project has a ${body.kind} enricher already; change it with PATCH /v1/enrichers/{id}.`,
          );
        throw error;
      }
      return c.json(toView(row, gating), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/enrichers/{id}',
      tags,
      summary: 'Turn an enricher on or off, or replace its settings',
      description:
        'The kind is fixed; `config` replaces the settings (omitted fields take their defaults). Runs already enriched keep their results.',
      middleware: guard('update'),
      request: { params: idParamsSchema, body: jsonBody(updateEnricherBodySchema) },
      responses: {
        200: jsonContent(updateEnricherResponseSchema, 'The enricher'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { db } = c.var.ctx;
      const before = await findEnricher(db, c.var.projectId, id);
      if (!before) throw enricherNotFound();
      const kind = before.kind as EnricherKind;
      const settings =
        body.config !== undefined ? checkedEnricherSettings(kind, body.config) : undefined;
      const gating = await gatingOf(c);
      if (body.enabled === true && !before.enabled) assertPlanAllows(kind, gating);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('enricher')
          .set({
            ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
            ...(settings ? { config: JSON.stringify(settings.config) } : {}),
            updated_at: new Date(),
          })
          .where('project_id', '=', c.var.projectId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw enricherNotFound();
        await recordAudit(
          c,
          {
            subject: 'enricher',
            action: 'update',
            projectId: c.var.projectId,
            details: {
              enricherId: id,
              kind,
              ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
              ...(settings ? { config: settings.config } : {}),
            },
          },
          trx,
        );
        return updated;
      });
      const backfills = await activeBackfills(db, c.var.projectId);
      return c.json(toView(row, gating, backfills.get(id)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/enrichers/{id}',
      tags,
      summary: 'Delete an enricher',
      description: 'Runs already enriched keep their results.',
      middleware: guard('delete'),
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const deleted = await withAudit(
        c,
        (trx) =>
          trx
            .deleteFrom('enricher')
            .where('project_id', '=', c.var.projectId)
            .where('id', '=', c.req.valid('param').id)
            .returning(['id', 'kind'])
            .executeTakeFirst(),
        (removed) =>
          removed
            ? {
                subject: 'enricher',
                action: 'delete',
                projectId: c.var.projectId,
                details: { enricherId: removed.id, kind: removed.kind },
              }
            : null,
      );
      if (!deleted) throw enricherNotFound();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/enrichers/{id}/backfill',
      tags,
      summary: 'Compute an enricher on existing runs, in a background job',
      description:
        'Walks the LLM calls, chat messages and threads created in `[from, to)` (every run when omitted), oldest first, 100 at a time; the job shows its progress in the jobs list, resumes after a restart and stops when cancelled. 409 when the enricher does not compute (turned off, not in the plan, no topics).',
      middleware: guard('update'),
      request: { params: idParamsSchema, body: jsonBody(backfillEnricherBodySchema) },
      responses: {
        200: jsonContent(backfillEnricherResponseSchema, 'The backfill job'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { ctx } = c.var;
      const row = await findEnricher(ctx.db, c.var.projectId, id);
      if (!row) throw enricherNotFound();
      const gating = await gatingOf(c);
      const enricher = toEnricher(row);
      const activity = enricherActivity(enricher, gating);
      if (!activity.active)
        throw new ApiError(
          409,
          'Enricher inactive',
          `This ${enricher.kind} enricher computes nothing: ${activity.inactiveReason}`,
        );
      const registry = {
        'enrichments.backfill': enrichmentBackfillJob(enrichmentDependencies(ctx)),
      };
      const job = await withAudit(
        c,
        (trx) =>
          enqueueJob(
            trx,
            registry,
            'enrichments.backfill',
            {
              projectId: c.var.projectId,
              enricherId: id,
              ...(body.from ? { from: body.from } : {}),
              ...(body.to ? { to: body.to } : {}),
            },
            {
              orgId: c.var.caller.orgId,
              projectId: c.var.projectId,
              dedupeKey: backfillDedupeKey(id),
            },
          ),
        (queued) => ({
          subject: 'enricher',
          action: 'update',
          projectId: c.var.projectId,
          details: {
            enricherId: id,
            kind: enricher.kind,
            backfill: { ...body, jobId: queued?.id },
          },
        }),
      );
      if (!job)
        throw new ApiError(
          409,
          'Backfill queued',
          'A backfill of this enricher is queued or running already; cancel it in the jobs list to start another.',
        );
      return c.json({ job: toJob(job) }, 200);
    },
  );
