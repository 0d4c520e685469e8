import { createRoute } from '@hono/zod-openapi';
import {
  type CostMapping,
  createCostMappingBodySchema,
  createCostMappingResponseSchema,
  idParamsSchema,
  listCostMappingsResponseSchema,
} from '@lookout/domain';
import type { Selectable } from 'kysely';
import { withAudit } from '../audit/record-audit.js';
import type { ModelPriceTable } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { requireAccount } from '../http/require-account.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';

const tags = ['Costs'];

function toCostMapping(row: Selectable<ModelPriceTable>): CostMapping {
  return {
    id: row.id,
    modelPattern: row.model_pattern,
    inputPricePerMillion: row.input_price_per_million,
    outputPricePerMillion: row.output_price_per_million,
    cachedInputPricePerMillion: row.cached_input_price_per_million,
    createdAt: row.created_at.toISOString(),
  };
}

/** `/v1/cost-mappings`: the org's own model prices, used for runs ingested from now on. */
export const costMappingRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/cost-mappings',
      tags,
      summary: "The org's model price overrides",
      middleware: [requirePermission('settings', 'read')] as const,
      responses: {
        200: jsonContent(listCostMappingsResponseSchema, 'The overrides'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const rows = await c.var.ctx.db
        .selectFrom('model_price')
        .selectAll()
        .where('org_id', '=', c.var.caller.orgId)
        .orderBy('model_pattern')
        .execute();
      return c.json(rows.map(toCostMapping), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cost-mappings',
      tags,
      summary: 'Set the price of a model (or of every model with a prefix)',
      middleware: [requirePermission('settings', 'update')] as const,
      request: { body: jsonBody(createCostMappingBodySchema) },
      responses: {
        200: jsonContent(createCostMappingResponseSchema, 'The override'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const body = c.req.valid('json');
      const row = await withAudit(
        c,
        (trx) =>
          trx
            .insertInto('model_price')
            .values({
              org_id: caller.orgId,
              model_pattern: body.modelPattern,
              input_price_per_million: body.inputPricePerMillion,
              output_price_per_million: body.outputPricePerMillion,
              cached_input_price_per_million: body.cachedInputPricePerMillion,
            })
            .onConflict((conflict) =>
              conflict.columns(['org_id', 'model_pattern']).doUpdateSet((eb) => ({
                input_price_per_million: eb.ref('excluded.input_price_per_million'),
                output_price_per_million: eb.ref('excluded.output_price_per_million'),
                cached_input_price_per_million: eb.ref('excluded.cached_input_price_per_million'),
              })),
            )
            .returningAll()
            .executeTakeFirstOrThrow(),
        { subject: 'cost_mapping', action: 'create', details: { ...body } },
      );
      c.var.ctx.runWriter.invalidateOrg(caller.orgId);
      return c.json(toCostMapping(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/cost-mappings/{id}',
      tags,
      summary: 'Remove a price override',
      middleware: [requirePermission('settings', 'update')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const deleted = await withAudit(
        c,
        (trx) =>
          trx
            .deleteFrom('model_price')
            .where('id', '=', c.req.valid('param').id)
            .where('org_id', '=', caller.orgId)
            .returning('model_pattern')
            .executeTakeFirst(),
        (removed) =>
          removed
            ? {
                subject: 'cost_mapping',
                action: 'delete',
                details: { modelPattern: removed.model_pattern },
              }
            : null,
      );
      if (!deleted)
        throw new ApiError(404, 'Not found', 'No such price override in your organisation.');
      c.var.ctx.runWriter.invalidateOrg(caller.orgId);
      return c.body(null, 204);
    },
  );
