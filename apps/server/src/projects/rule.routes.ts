import { createRoute } from '@hono/zod-openapi';
import {
  createRuleBodySchema,
  createRuleResponseSchema,
  deleteRuleQuerySchema,
  idParamsSchema,
  listRulesResponseSchema,
  previewRuleBodySchema,
  previewRuleQuerySchema,
  previewRuleResponseSchema,
  type Rule,
  type RuleSettings,
} from '@lookout/domain';
import type { Selectable } from 'kysely';
import { withAudit } from '../audit/record-audit.js';
import type { IngestionRuleTable } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { assertProjectAccess } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { assertPlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { previewRule } from '../rules/rule-preview.js';
import { assertUsableRegexes } from '../rules/user-regex.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';

const tags = ['Projects'];

function toRule(row: Selectable<IngestionRuleTable>): Rule {
  const settings = row.config as Omit<RuleSettings, 'type'>;
  return {
    ...settings,
    type: row.type,
    id: row.id,
    createdAt: row.created_at.toISOString(),
  } as Rule;
}

/** `/v1/projects/{id}/rules`: masking (PII) and filtering rules applied at ingestion. */
export const ruleRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/rules',
      tags,
      summary: "The project's ingestion rules",
      middleware: [requirePermission('settings', 'read', { ownProject: true })] as const,
      request: { params: idParamsSchema },
      responses: { 200: jsonContent(listRulesResponseSchema, 'The rules'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await assertProjectAccess(c.var.ctx, c.var.caller, id);
      const rows = await c.var.ctx.db
        .selectFrom('ingestion_rule')
        .selectAll()
        .where('project_id', '=', id)
        .orderBy('created_at')
        .execute();
      return c.json(rows.map(toRule), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/rules',
      tags,
      summary: 'Add a masking or filtering rule',
      middleware: [requirePermission('settings', 'update', { ownProject: true })] as const,
      request: { params: idParamsSchema, body: jsonBody(createRuleBodySchema) },
      responses: { 200: jsonContent(createRuleResponseSchema, 'The rule'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await assertProjectAccess(c.var.ctx, c.var.caller, id);
      const { type, ...config } = c.req.valid('json');
      if (type === 'filtering' && 'filters' in config) assertValidFilterString(config.filters);
      if (type === 'masking' && 'customRegexes' in config)
        assertUsableRegexes(config.customRegexes);
      // PII masking is an enterprise feature on the cloud edition; filtering rules stay available.
      if (type === 'masking') await assertPlanFeature(c, 'pii-masking');
      const row = await withAudit(
        c,
        (trx) =>
          trx
            .insertInto('ingestion_rule')
            .values({ project_id: id, type, config: JSON.stringify(config) })
            .returningAll()
            .executeTakeFirstOrThrow(),
        type === 'masking'
          ? { subject: 'pii_masking', action: 'enable', projectId: id, details: config }
          : null,
      );
      return c.json(toRule(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/rules/preview',
      tags,
      summary: "What a rule would do to the project's most recent runs (not saved)",
      middleware: [requirePermission('settings', 'read', { ownProject: true })] as const,
      request: {
        params: idParamsSchema,
        query: previewRuleQuerySchema,
        body: jsonBody(previewRuleBodySchema),
      },
      responses: { 200: jsonContent(previewRuleResponseSchema, 'The preview'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await assertProjectAccess(c.var.ctx, c.var.caller, id);
      const { limit } = c.req.valid('query');
      const settings = c.req.valid('json');
      if (settings.type === 'filtering') assertValidFilterString(settings.filters);
      else assertUsableRegexes(settings.customRegexes);
      return c.json(await previewRule(c.var.ctx.db, id, settings, limit), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/projects/{id}/rules',
      tags,
      summary: 'Remove a rule',
      middleware: [requirePermission('settings', 'update', { ownProject: true })] as const,
      request: { params: idParamsSchema, query: deleteRuleQuerySchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await assertProjectAccess(c.var.ctx, c.var.caller, id);
      const { ruleId } = c.req.valid('query');
      const deleted = await withAudit(
        c,
        (trx) =>
          trx
            .deleteFrom('ingestion_rule')
            .where('id', '=', ruleId)
            .where('project_id', '=', id)
            .returning('type')
            .executeTakeFirst(),
        (removed) =>
          removed?.type === 'masking'
            ? { subject: 'pii_masking', action: 'disable', projectId: id }
            : null,
      );
      if (!deleted) throw new ApiError(404, 'Rule not found', 'No such rule in this project.');
      return c.body(null, 204);
    },
  );
