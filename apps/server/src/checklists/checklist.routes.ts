import { createRoute } from '@hono/zod-openapi';
import {
  type Checklist,
  createChecklistBodySchema,
  createChecklistResponseSchema,
  getChecklistResponseSchema,
  idParamsSchema,
  listChecklistsQuerySchema,
  listChecklistsResponseSchema,
  updateChecklistBodySchema,
  updateChecklistResponseSchema,
} from '@lookout/domain';
import type { Selectable } from 'kysely';
import { recordAudit, withAudit } from '../audit/record-audit.js';
import type { ChecklistTable } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { assertValidChecklistData } from './checklist-data.js';

const tags = ['Checklists'];
type Action = 'create' | 'read' | 'update' | 'delete' | 'list';
const guard = (action: Action) => [
  projectScope,
  requirePermission('checklists', action),
  requireEvalLicence,
];
const checklistNotFound = () =>
  new ApiError(404, 'Checklist not found', 'No such checklist in this project.');
const slugTaken = (slug: string) =>
  new ApiError(
    409,
    'Slug taken',
    `The slug "${slug}" is already used by another checklist in this project; choose another one.`,
  );

function toChecklist(row: Selectable<ChecklistTable>): Checklist {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    data: row.data,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A taken slug (the unique `(project_id, slug)`) answers 409. */
async function refuseTakenSlug<T>(slug: string | undefined, change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** `/v1/checklists…`: named sets of evaluation checks, as filter strings (SPEC §7). */
export const checklistRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/checklists',
      tags,
      summary: "The project's checklists, of one type when given, by slug",
      middleware: guard('list'),
      request: { query: listChecklistsQuerySchema },
      responses: {
        200: jsonContent(listChecklistsResponseSchema, 'The checklists'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { type } = c.req.valid('query');
      const rows = await c.var.ctx.db
        .selectFrom('checklist')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .$if(type !== undefined, (query) => query.where('type', '=', type ?? ''))
        .orderBy('slug')
        .execute();
      return c.json(rows.map(toChecklist), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/checklists',
      tags,
      summary: 'Save a checklist',
      description:
        '`data` is a filter string of evaluation checks: filters disabled in evaluations (type, tags, users…) are refused.',
      middleware: guard('create'),
      request: { body: jsonBody(createChecklistBodySchema) },
      responses: {
        200: jsonContent(createChecklistResponseSchema, 'The checklist'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      assertValidChecklistData(body.data);
      const row = await refuseTakenSlug(
        body.slug,
        withAudit(
          c,
          (trx) =>
            trx
              .insertInto('checklist')
              .values({
                project_id: c.var.projectId,
                slug: body.slug,
                type: body.type,
                data: body.data,
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          (created) => ({
            subject: 'checklist',
            action: 'create',
            projectId: c.var.projectId,
            details: { checklistId: created.id, slug: created.slug },
          }),
        ),
      );
      return c.json(toChecklist(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/checklists/{id}',
      tags,
      summary: 'One checklist',
      middleware: guard('read'),
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getChecklistResponseSchema, 'The checklist'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await c.var.ctx.db
        .selectFrom('checklist')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (!row) throw checklistNotFound();
      return c.json(toChecklist(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/checklists/{id}',
      tags,
      summary: 'Rename a checklist or change its checks',
      middleware: guard('update'),
      request: { params: idParamsSchema, body: jsonBody(updateChecklistBodySchema) },
      responses: {
        200: jsonContent(updateChecklistResponseSchema, 'The checklist'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      if (body.data !== undefined) assertValidChecklistData(body.data);
      const { db } = c.var.ctx;
      const before = await db
        .selectFrom('checklist')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before) throw checklistNotFound();
      // The change and its audit entries commit together.
      const row = await refuseTakenSlug(
        body.slug,
        db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('checklist')
            .set({
              ...(body.slug !== undefined ? { slug: body.slug } : {}),
              ...(body.data !== undefined ? { data: body.data } : {}),
              updated_at: new Date(),
            })
            .where('project_id', '=', c.var.projectId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (body.slug !== undefined && body.slug !== before.slug)
            await recordAudit(
              c,
              {
                subject: 'checklist',
                action: 'rename',
                projectId: c.var.projectId,
                details: { checklistId: id, from: before.slug, to: body.slug },
              },
              trx,
            );
          if (body.data !== undefined && body.data !== before.data)
            await recordAudit(
              c,
              {
                subject: 'checklist',
                action: 'update',
                projectId: c.var.projectId,
                details: { checklistId: id, data: body.data },
              },
              trx,
            );
          return updated;
        }),
      );
      return c.json(toChecklist(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/checklists/{id}',
      tags,
      summary: 'Delete a checklist',
      middleware: guard('delete'),
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const deleted = await withAudit(
        c,
        (trx) =>
          trx
            .deleteFrom('checklist')
            .where('project_id', '=', c.var.projectId)
            .where('id', '=', c.req.valid('param').id)
            .returning(['id', 'slug'])
            .executeTakeFirst(),
        (removed) =>
          removed
            ? {
                subject: 'checklist',
                action: 'delete',
                projectId: c.var.projectId,
                details: { checklistId: removed.id, slug: removed.slug },
              }
            : null,
      );
      if (!deleted) throw checklistNotFound();
      return c.body(null, 204);
    },
  );
