import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  createDataWarehouseConnectionBodySchema,
  dataWarehouseConnectionResponseSchema,
  idSchema,
  listDataWarehouseConnectionsResponseSchema,
  testDataWarehouseConnectionBodySchema,
  testDataWarehouseConnectionResponseSchema,
  updateDataWarehouseConnectionBodySchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { requirePermission } from '../http/require-permission.js';
import { requirePlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { checkWarehouseUrl } from './check-warehouse-url.js';
import {
  deleteWarehouseConnection,
  findWarehouseConnection,
  findWarehouseConnectionRow,
  insertWarehouseConnection,
  listWarehouseConnections,
  updateWarehouseConnection,
  warehouseUrlBinding,
} from './data-warehouse.repository.js';
import { enqueueWarehouseSync, warehouseSyncJob } from './warehouse-sync.job.js';
import { warehouseSyncDependencies } from './warehouse-sync.js';

const tags = ['Data warehouse'];
const base = '/orgs/data-warehouse-connections';
const idParams = z.object({ id: idSchema });
/** Owners and admins (settings `update`), on a plan with data-warehouse connectors. */
const guards = [
  requirePermission('settings', 'update'),
  requirePlanFeature('data-warehouse'),
] as const;
const responses = {
  ...errorResponses,
  422: jsonContent(
    apiErrorSchema,
    'The destination could not be reached or refused to create its table; the message says why.',
  ),
} as const;

type Ctx = AppEnv['Variables']['ctx'];

function notFound(): ApiError {
  return new ApiError(404, 'Not found', 'The org has no data-warehouse connection with this id.');
}

/** What checking a destination needs from the server's settings. */
function warehouseChecks(ctx: Ctx) {
  return {
    ownDatabaseUrl: ctx.config.databaseUrl,
    outboundPrivateNetwork: ctx.config.outboundPrivateNetwork,
  };
}

/** Queues the first (or next) sync at once rather than at the next minute's sweep. */
function queueSync(ctx: Ctx, connection: { id: string; orgId: string }) {
  const registry = { 'warehouse.sync': warehouseSyncJob(warehouseSyncDependencies(ctx)) };
  return enqueueWarehouseSync(ctx, registry, { id: connection.id, org_id: connection.orgId });
}

/**
 * `/v1/orgs/data-warehouse-connections…`: the org's PostgreSQL destinations
 * for its runs (SPEC §9, enterprise on the cloud edition). A URL is tested
 * (reachable, not Lookout's own database, may create `lookout_runs`) before
 * anything is stored, kept encrypted, and never answered again. Create,
 * update and delete are audited.
 */
export const dataWarehouseRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: "The org's data-warehouse connections with their sync status",
      middleware: [...guards] as const,
      responses: {
        200: jsonContent(listDataWarehouseConnectionsResponseSchema, 'The connections'),
        ...responses,
      },
    }),
    async (c) => c.json(await listWarehouseConnections(c.var.ctx.db, c.var.caller.orgId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/test`,
      tags,
      summary: 'Check a PostgreSQL URL before saving it',
      middleware: [...guards] as const,
      request: { body: jsonBody(testDataWarehouseConnectionBodySchema) },
      responses: {
        200: jsonContent(testDataWarehouseConnectionResponseSchema, 'The destination works'),
        ...responses,
      },
    }),
    async (c) => {
      const { connectionUrl } = c.req.valid('json');
      const checked = await checkWarehouseUrl(connectionUrl, warehouseChecks(c.var.ctx));
      return c.json(
        {
          ok: true as const,
          ...checked,
          message: `Connected to ${checked.target} (PostgreSQL ${checked.serverVersion}); the lookout_runs table is ready.`,
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      summary: 'Connect a PostgreSQL database of the org (tested first)',
      middleware: [...guards] as const,
      request: { body: jsonBody(createDataWarehouseConnectionBodySchema) },
      responses: {
        201: jsonContent(dataWarehouseConnectionResponseSchema, 'The connection, without its URL'),
        ...responses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { ctx } = c.var;
      const { orgId } = c.var.caller;
      const checked = await checkWarehouseUrl(body.connectionUrl, warehouseChecks(ctx));
      const connection = await withAudit(
        c,
        (trx) =>
          insertWarehouseConnection(trx, ctx.providerKeyCipher, orgId, {
            name: body.name,
            url: body.connectionUrl,
            target: checked.target,
          }),
        (saved) => ({
          subject: 'data_warehouse_connection',
          action: 'create',
          details: { connectionId: saved.id, name: saved.name, target: saved.target },
        }),
      );
      await queueSync(ctx, connection);
      return c.json(connection, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags,
      summary: 'One data-warehouse connection with its sync status',
      middleware: [...guards] as const,
      request: { params: idParams },
      responses: {
        200: jsonContent(dataWarehouseConnectionResponseSchema, 'The connection'),
        ...responses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const connection = await findWarehouseConnection(c.var.ctx.db, c.var.caller.orgId, id);
      if (!connection) throw notFound();
      return c.json(connection, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{id}`,
      tags,
      summary: 'Rename, pause, resume or re-point a data-warehouse connection',
      middleware: [...guards] as const,
      request: { params: idParams, body: jsonBody(updateDataWarehouseConnectionBodySchema) },
      responses: {
        200: jsonContent(dataWarehouseConnectionResponseSchema, 'The connection'),
        ...responses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { ctx } = c.var;
      const { orgId } = c.var.caller;
      const row = await findWarehouseConnectionRow(ctx.db, orgId, id);
      if (!row) throw notFound();
      const checked = body.connectionUrl
        ? await checkWarehouseUrl(body.connectionUrl, warehouseChecks(ctx))
        : undefined;
      const connection = await withAudit(
        c,
        (trx) =>
          updateWarehouseConnection(trx, ctx.providerKeyCipher, row, {
            name: body.name,
            status: body.status,
            url:
              checked && body.connectionUrl
                ? { url: body.connectionUrl, target: checked.target }
                : undefined,
          }),
        (saved) => ({
          subject: 'data_warehouse_connection',
          action: 'update',
          details: {
            connectionId: saved.id,
            name: saved.name,
            target: saved.target,
            changed: Object.keys(body).filter(
              (key) => body[key as keyof typeof body] !== undefined,
            ),
            ...(body.status ? { status: body.status } : {}),
          },
        }),
      );
      if (connection.status === 'active') await queueSync(ctx, connection);
      return c.json(connection, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/test`,
      tags,
      summary: 'Check that a saved connection still works',
      middleware: [...guards] as const,
      request: { params: idParams },
      responses: {
        200: jsonContent(testDataWarehouseConnectionResponseSchema, 'The destination works'),
        ...responses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { ctx } = c.var;
      const row = await findWarehouseConnectionRow(ctx.db, c.var.caller.orgId, id);
      if (!row) throw notFound();
      const url = ctx.providerKeyCipher.decrypt(
        row.encrypted_url,
        warehouseUrlBinding(row.org_id, row.id),
      );
      const checked = await checkWarehouseUrl(url, warehouseChecks(ctx));
      return c.json(
        {
          ok: true as const,
          ...checked,
          message: `Connected to ${checked.target} (PostgreSQL ${checked.serverVersion}); the lookout_runs table is ready.`,
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      tags,
      summary: 'Delete a data-warehouse connection (the copied runs stay in the destination)',
      middleware: [...guards] as const,
      request: { params: idParams },
      responses: { ...noContent, ...responses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { orgId } = c.var.caller;
      const existing = await findWarehouseConnectionRow(c.var.ctx.db, orgId, id);
      if (!existing) throw notFound();
      const deleted = await withAudit(
        c,
        (trx) => deleteWarehouseConnection(trx, orgId, id),
        (found) =>
          found
            ? {
                subject: 'data_warehouse_connection',
                action: 'delete',
                details: { connectionId: id, name: existing.name, target: existing.target },
              }
            : null,
      );
      if (!deleted) throw notFound();
      return c.body(null, 204);
    },
  );
