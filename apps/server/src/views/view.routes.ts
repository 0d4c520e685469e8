import { createRoute } from '@hono/zod-openapi';
import {
  createViewBodySchema,
  createViewResponseSchema,
  getViewResponseSchema,
  idParamsSchema,
  listViewsResponseSchema,
  updateViewBodySchema,
  updateViewResponseSchema,
  type View,
} from '@lookout/domain';
import type { Selectable } from 'kysely';
import { recordAudit, withAudit } from '../audit/record-audit.js';
import type { ViewTable } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';

const tags = ['Views'];
const viewNotFound = () => new ApiError(404, 'View not found', 'No such view in this project.');

function toView(row: Selectable<ViewTable>): View {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon as View['icon'],
    data: row.data,
    type: row.type as View['type'],
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** `/v1/views…`: saved views of the logs (a list type and filters under a name and icon). */
export const viewRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/views',
      tags,
      summary: "The project's saved views, by name",
      middleware: [projectScope, requirePermission('logs', 'list')] as const,
      responses: { 200: jsonContent(listViewsResponseSchema, 'The views'), ...errorResponses },
    }),
    async (c) => {
      const rows = await c.var.ctx.db
        .selectFrom('view')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return c.json(rows.map(toView), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/views',
      tags,
      summary: 'Save the current logs list as a view',
      middleware: [projectScope, requirePermission('logs', 'update')] as const,
      request: { body: jsonBody(createViewBodySchema) },
      responses: { 200: jsonContent(createViewResponseSchema, 'The view'), ...errorResponses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      assertValidFilterString(body.data, 'data');
      const row = await withAudit(
        c,
        (trx) =>
          trx
            .insertInto('view')
            .values({
              project_id: c.var.projectId,
              name: body.name,
              icon: body.icon,
              data: body.data,
              type: body.type,
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        (created) => ({
          subject: 'view',
          action: 'create',
          projectId: c.var.projectId,
          details: { viewId: created.id, name: created.name },
        }),
      );
      return c.json(toView(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/views/{id}',
      tags,
      summary: 'One saved view',
      middleware: [projectScope, requirePermission('logs', 'read')] as const,
      request: { params: idParamsSchema },
      responses: { 200: jsonContent(getViewResponseSchema, 'The view'), ...errorResponses },
    }),
    async (c) => {
      const row = await c.var.ctx.db
        .selectFrom('view')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (!row) throw viewNotFound();
      return c.json(toView(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/views/{id}',
      tags,
      summary: 'Rename a view, change its icon, or save new filters',
      middleware: [projectScope, requirePermission('logs', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(updateViewBodySchema) },
      responses: { 200: jsonContent(updateViewResponseSchema, 'The view'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      if (body.data !== undefined) assertValidFilterString(body.data, 'data');
      const { db } = c.var.ctx;
      const before = await db
        .selectFrom('view')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) throw viewNotFound();
      // The change and its one or two audit entries commit together.
      const row = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('view')
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.icon !== undefined ? { icon: body.icon } : {}),
            ...(body.data !== undefined ? { data: body.data } : {}),
            updated_at: new Date(),
          })
          .where('project_id', '=', c.var.projectId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (body.name !== undefined && body.name !== before.name) {
          await recordAudit(
            c,
            {
              subject: 'view',
              action: 'rename',
              projectId: c.var.projectId,
              details: { viewId: id, from: before.name, to: body.name },
            },
            trx,
          );
        }
        if (body.data !== undefined && body.data !== before.data) {
          await recordAudit(
            c,
            {
              subject: 'view',
              action: 'update',
              projectId: c.var.projectId,
              details: { viewId: id, filters: body.data },
            },
            trx,
          );
        }
        return updated;
      });
      return c.json(toView(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/views/{id}',
      tags,
      summary: 'Delete a saved view',
      middleware: [projectScope, requirePermission('logs', 'update')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const deleted = await withAudit(
        c,
        (trx) =>
          trx
            .deleteFrom('view')
            .where('project_id', '=', c.var.projectId)
            .where('id', '=', c.req.valid('param').id)
            .returning(['id', 'name'])
            .executeTakeFirst(),
        (removed) =>
          removed
            ? {
                subject: 'view',
                action: 'delete',
                projectId: c.var.projectId,
                details: { viewId: removed.id, name: removed.name },
              }
            : null,
      );
      if (!deleted) throw viewNotFound();
      return c.body(null, 204);
    },
  );
