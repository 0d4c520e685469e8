import { createRoute } from '@hono/zod-openapi';
import {
  createDashboardBodySchema,
  createDashboardResponseSchema,
  getDashboardResponseSchema,
  homeDashboardLayout,
  idParamsSchema,
  listDashboardsResponseSchema,
  newDashboardName,
  updateDashboardBodySchema,
  updateDashboardResponseSchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { requirePlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';
import { assertKnownCharts } from './chart-references.js';
import { homeDashboardId, insertDashboard, toDashboard } from './dashboard.repository.js';

const tags = ['Dashboards'];
const dashboardNotFound = () =>
  new ApiError(404, 'Dashboard not found', 'No such dashboard in this project.');

/** `/v1/dashboards…`: a project's dashboards; the home one is opened by the Dashboards entry. */
export const dashboardRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboards',
      tags,
      summary: "The project's dashboards, the home one first, then oldest first",
      middleware: [projectScope, requirePermission('dashboards', 'list')] as const,
      responses: {
        200: jsonContent(listDashboardsResponseSchema, 'The dashboards'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const homeId = await homeDashboardId(db, c.var.projectId);
      const rows = await db
        .selectFrom('dashboard')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const dashboards = rows.map((row) => toDashboard(row, homeId));
      return c.json(
        [...dashboards.filter((item) => item.isHome), ...dashboards.filter((item) => !item.isHome)],
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/dashboards',
      tags,
      summary: 'Create a dashboard ("New Dashboard" with the default charts unless told)',
      middleware: [
        projectScope,
        requirePermission('dashboards', 'create'),
        requirePlanFeature('dashboards'),
      ] as const,
      request: { body: jsonBody(createDashboardBodySchema) },
      responses: {
        200: jsonContent(createDashboardResponseSchema, 'The new dashboard'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.var.ctx;
      const { projectId } = c.var;
      if (body.filters !== undefined) assertValidFilterString(body.filters, 'filters');
      if (body.charts) await assertKnownCharts(db, projectId, body.charts);
      const row = await withAudit(
        c,
        (trx) =>
          insertDashboard(trx, projectId, {
            name: body.name ?? newDashboardName,
            description: body.description ?? null,
            charts: body.charts ?? homeDashboardLayout,
            ...(body.filters !== undefined ? { filters: body.filters } : {}),
            ...(body.granularity !== undefined ? { granularity: body.granularity } : {}),
          }),
        (created) => ({
          subject: 'dashboard',
          action: 'create',
          projectId,
          details: { dashboardId: created.id, name: created.name },
        }),
      );
      return c.json(toDashboard(row, await homeDashboardId(db, projectId)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboards/{id}',
      tags,
      summary: 'One dashboard with its layout',
      middleware: [projectScope, requirePermission('dashboards', 'read')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getDashboardResponseSchema, 'The dashboard'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const row = await db
        .selectFrom('dashboard')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (!row) throw dashboardNotFound();
      return c.json(toDashboard(row, await homeDashboardId(db, c.var.projectId)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/dashboards/{id}',
      tags,
      summary:
        'Rename a dashboard, save its layout, filters or granularity, or make it the home one',
      middleware: [projectScope, requirePermission('dashboards', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(updateDashboardBodySchema) },
      responses: {
        200: jsonContent(updateDashboardResponseSchema, 'The dashboard'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { db } = c.var.ctx;
      const { projectId } = c.var;
      if (body.filters !== undefined) assertValidFilterString(body.filters, 'filters');
      if (body.charts) await assertKnownCharts(db, projectId, body.charts);
      const { isHome, ...changed } = body;
      const row = await withAudit(
        c,
        async (trx) => {
          const updated = await trx
            .updateTable('dashboard')
            .set({
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.description !== undefined ? { description: body.description } : {}),
              ...(body.charts !== undefined ? { charts: JSON.stringify(body.charts) } : {}),
              ...(body.filters !== undefined ? { filters: body.filters } : {}),
              ...(body.granularity !== undefined ? { granularity: body.granularity } : {}),
              updated_at: new Date(),
            })
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst();
          if (!updated) throw dashboardNotFound();
          if (isHome) {
            await trx
              .updateTable('project')
              .set({ home_dashboard_id: id })
              .where('id', '=', projectId)
              .execute();
          }
          return updated;
        },
        {
          subject: 'dashboard',
          action: 'update',
          projectId,
          details: {
            dashboardId: id,
            changed: Object.keys(changed),
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(isHome ? { isHome: true } : {}),
          },
        },
      );
      return c.json(toDashboard(row, await homeDashboardId(db, projectId)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/dashboards/{id}',
      tags,
      summary: 'Delete a dashboard (never the home one: make another the home one first)',
      middleware: [projectScope, requirePermission('dashboards', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { projectId } = c.var;
      await withAudit(
        c,
        async (trx) => {
          const project = await trx
            .selectFrom('project')
            .select('home_dashboard_id')
            .where('id', '=', projectId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          if (project.home_dashboard_id === id) {
            throw new ApiError(
              409,
              'Home dashboard',
              'The home dashboard cannot be deleted; make another dashboard the home one first.',
            );
          }
          const deleted = await trx
            .deleteFrom('dashboard')
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returning(['id', 'name'])
            .executeTakeFirst();
          if (!deleted) throw dashboardNotFound();
          return deleted;
        },
        (deleted) => ({
          subject: 'dashboard',
          action: 'delete',
          projectId,
          details: { dashboardId: deleted.id, name: deleted.name },
        }),
      );
      return c.body(null, 204);
    },
  );
