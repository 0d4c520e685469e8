import { createRoute } from '@hono/zod-openapi';
import {
  createTemplateBodySchema,
  createTemplateResponseSchema,
  duplicateTemplateResponseSchema,
  getTemplateResponseSchema,
  idParamsSchema,
  listTemplatesResponseSchema,
  updateTemplateBodySchema,
  updateTemplateResponseSchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import {
  assertContentFitsMode,
  findTemplate,
  insertTemplate,
  saveVersion,
  slugTaken,
  templateNotFound,
  toTemplate,
  withVersions,
} from './template.repository.js';
import { authorOf, requireVersionPermission } from './template-access.js';
import { duplicateTemplate } from './template-duplicate.js';

const tags = ['Prompt templates'];

/** A taken slug (PostgreSQL's unique violation on `(project_id, slug)`) answers 409. */
async function refuseTakenSlug<T>(slug: string | undefined, change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** `/v1/templates…`: a project's prompt templates with their versions (SPEC §3). */
export const templateRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/templates',
      tags,
      summary: "The project's templates with their versions, last changed first",
      middleware: [projectScope, requirePermission('prompts', 'list')] as const,
      responses: {
        200: jsonContent(listTemplatesResponseSchema, 'The templates'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const rows = await db
        .selectFrom('template')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      return c.json(await withVersions(db, c.var.projectId, rows), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/templates',
      tags,
      summary: 'Create a template, and its first version when content and extra are sent',
      middleware: [projectScope, requirePermission('prompts', 'create')] as const,
      request: { body: jsonBody(createTemplateBodySchema) },
      responses: {
        200: jsonContent(createTemplateResponseSchema, 'The new template with its versions'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const isDraft = body.isDraft ?? false;
      if (body.content !== undefined) {
        assertContentFitsMode(body.mode, body.content);
        requireVersionPermission(c.var.caller, isDraft);
      }
      const template = await refuseTakenSlug(
        body.slug,
        withAudit(
          c,
          async (trx) => {
            const row = await insertTemplate(trx, projectId, body);
            if (body.content !== undefined && body.extra !== undefined) {
              await saveVersion(
                trx,
                row,
                { content: body.content, extra: body.extra, isDraft, notes: body.notes },
                authorOf(c.var.caller),
              );
            }
            const [created] = await withVersions(trx, projectId, [row]);
            if (!created) throw templateNotFound();
            return created;
          },
          (created) => ({
            subject: 'prompt',
            action: 'create',
            projectId,
            details: {
              templateId: created.id,
              slug: created.slug,
              ...(created.versions[0] ? { version: 1, isDraft } : {}),
            },
          }),
        ),
      );
      return c.json(template, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/templates/{id}',
      tags,
      summary: 'One template with its versions, newest first',
      middleware: [projectScope, requirePermission('prompts', 'read')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getTemplateResponseSchema, 'The template'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const row = await findTemplate(db, c.var.projectId, c.req.valid('param').id);
      const [template] = await withVersions(db, c.var.projectId, [row]);
      return c.json(template ?? { ...toTemplate(row), versions: [] }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/templates/{id}',
      tags,
      summary: 'Rename a template (its slug) or switch its mode',
      middleware: [projectScope, requirePermission('prompts', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(updateTemplateBodySchema) },
      responses: {
        200: jsonContent(updateTemplateResponseSchema, 'The template'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const result = await refuseTakenSlug(
        body.slug,
        withAudit(
          c,
          async (trx) => {
            const before = await findTemplate(trx, projectId, id, true);
            const after = await trx
              .updateTable('template')
              .set({
                ...(body.slug !== undefined ? { slug: body.slug } : {}),
                ...(body.mode !== undefined ? { mode: body.mode } : {}),
                updated_at: new Date(),
              })
              .where('project_id', '=', projectId)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
            return { before, after };
          },
          ({ before, after }) =>
            before.slug === after.slug
              ? null
              : {
                  subject: 'prompt',
                  action: 'rename',
                  projectId,
                  details: { templateId: id, from: before.slug, to: after.slug },
                },
        ),
      );
      return c.json(toTemplate(result.after), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/templates/{id}',
      tags,
      summary: 'Delete a template and its versions (runs keep their version id)',
      middleware: [projectScope, requirePermission('prompts', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { projectId } = c.var;
      await withAudit(
        c,
        async (trx) => {
          const deleted = await trx
            .deleteFrom('template')
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returning(['id', 'slug'])
            .executeTakeFirst();
          if (!deleted) throw templateNotFound();
          return deleted;
        },
        (deleted) => ({
          subject: 'prompt',
          action: 'delete',
          projectId,
          details: { templateId: deleted.id, slug: deleted.slug },
        }),
      );
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/templates/{id}/duplicate',
      tags,
      summary: 'Copy a template as <slug>-copy with its latest deployed version and draft',
      middleware: [projectScope, requirePermission('prompts', 'create')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(duplicateTemplateResponseSchema, 'The copy with its versions'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { projectId } = c.var;
      const copy = await withAudit(
        c,
        (trx) => duplicateTemplate(trx, projectId, id, authorOf(c.var.caller)),
        (created) => ({
          subject: 'prompt',
          action: 'create',
          projectId,
          details: { templateId: created.id, slug: created.slug, duplicateOf: id },
        }),
      );
      return c.json(copy, 200);
    },
  );
