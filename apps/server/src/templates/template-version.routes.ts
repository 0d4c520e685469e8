import { createRoute } from '@hono/zod-openapi';
import {
  createTemplateVersionBodySchema,
  createTemplateVersionResponseSchema,
  getTemplateVersionResponseSchema,
  idParamsSchema,
  updateTemplateVersionBodySchema,
  updateTemplateVersionResponseSchema,
} from '@lookout/domain';
import type { Context } from 'hono';
import { withAudit } from '../audit/record-audit.js';
import { toJsonbText } from '../db/postgres-safe.js';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../http/router.js';
import { latestTemplateVersionRoutes } from './latest-template-version.routes.js';
import {
  assertContentFitsMode,
  findTemplate,
  findVersion,
  saveVersion,
  toTemplateVersion,
  touchTemplate,
} from './template.repository.js';
import { authorOf, requireVersionPermission } from './template-access.js';

const tags = ['Prompt templates'];

/** The audit entry of a saved version: `save_draft` or `deploy` (SPEC §5). */
function versionEntry(c: Context<AppEnv>, templateId: string, version: number, isDraft: boolean) {
  return {
    subject: 'prompt' as const,
    action: isDraft ? ('save_draft' as const) : ('deploy' as const),
    projectId: c.var.projectId,
    details: { templateId, version },
  };
}

/**
 * Versions of a template: `POST /v1/templates/{id}/versions` saves the draft or
 * deploys, `GET, PATCH /v1/template_versions/{id}` read and edit one; and the
 * SDK route `GET /v1/template_versions/latest?slug=` (before `{id}`).
 */
export const templateVersionRoutes = createRouter()
  .route('/', latestTemplateVersionRoutes)
  .openapi(
    createRoute({
      method: 'post',
      path: '/templates/{id}/versions',
      tags,
      summary: 'Save the draft (isDraft true) or deploy a new version',
      middleware: [projectScope, requirePermission('prompts', 'read')] as const,
      request: { params: idParamsSchema, body: jsonBody(createTemplateVersionBodySchema) },
      responses: {
        200: jsonContent(createTemplateVersionResponseSchema, 'The saved version'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      requireVersionPermission(c.var.caller, body.isDraft);
      const { version } = await withAudit(
        c,
        async (trx) =>
          saveVersion(
            trx,
            await findTemplate(trx, c.var.projectId, id, true),
            body,
            authorOf(c.var.caller),
          ),
        (saved) => versionEntry(c, id, saved.version.version, body.isDraft),
      );
      return c.json(version, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/template_versions/{id}',
      tags,
      summary: 'One template version',
      middleware: [projectScope, requirePermission('prompts', 'read')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getTemplateVersionResponseSchema, 'The version'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await findVersion(c.var.ctx.db, c.var.projectId, c.req.valid('param').id);
      return c.json(toTemplateVersion(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/template_versions/{id}',
      tags,
      summary:
        'Edit the draft, or deploy it with isDraft false; a deployed version only takes notes',
      middleware: [projectScope, requirePermission('prompts', 'read')] as const,
      request: { params: idParamsSchema, body: jsonBody(updateTemplateVersionBodySchema) },
      responses: {
        200: jsonContent(updateTemplateVersionResponseSchema, 'The version'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const saved = await withAudit(
        c,
        async (trx) => {
          const current = await findVersion(trx, projectId, id);
          // Locks the template, so a deploy and a draft save of it never interleave.
          const template = await findTemplate(trx, projectId, current.template_id, true);
          const editsText = body.content !== undefined || body.extra !== undefined;
          if (!current.is_draft && (editsText || body.isDraft === true)) {
            throw new ApiError(
              409,
              'Version deployed',
              `Version ${current.version} is deployed and cannot change; save a new draft instead.`,
            );
          }
          const isDraft = body.isDraft ?? current.is_draft;
          requireVersionPermission(c.var.caller, isDraft);
          if (body.content !== undefined) assertContentFitsMode(template.mode, body.content);
          await trx
            .updateTable('template_version')
            .set({
              ...(body.content !== undefined ? { content: toJsonbText(body.content) } : {}),
              ...(body.extra !== undefined ? { extra: toJsonbText(body.extra) } : {}),
              ...(body.notes !== undefined ? { notes: body.notes } : {}),
              is_draft: isDraft,
            })
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .execute();
          await touchTemplate(trx, template);
          const version = toTemplateVersion(await findVersion(trx, projectId, id));
          return { version, wasDraft: current.is_draft };
        },
        ({ version, wasDraft }) =>
          wasDraft ? versionEntry(c, version.templateId, version.version, version.isDraft) : null,
      );
      return c.json(saved.version, 200);
    },
  );
