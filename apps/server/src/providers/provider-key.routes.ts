import { createRoute, z } from '@hono/zod-openapi';
import {
  listProviderKeysResponseSchema,
  providerKeyProviderSchema,
  putProviderKeyBodySchema,
  putProviderKeyResponseSchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { providerConnections, providerDisplayNames } from './provider-connections.js';
import { deleteProviderKey, listProviderKeys, putProviderKey } from './provider-key.repository.js';

const tags = ['Provider keys'];
const providerParamsSchema = z.object({ provider: providerKeyProviderSchema });

/**
 * `/v1/orgs/provider-keys…`: the org's model-provider keys for the playground.
 * Everyone with settings access sees them masked; owners and admins set and
 * delete them (settings `update`), each change audited. The key itself never
 * leaves the server again.
 */
export const providerKeyRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/orgs/provider-keys',
      tags,
      summary: "The org's model-provider keys, masked",
      middleware: [requirePermission('settings', 'read')] as const,
      responses: {
        200: jsonContent(listProviderKeysResponseSchema, 'The keys, masked'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listProviderKeys(c.var.ctx.db, c.var.caller.orgId), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/orgs/provider-keys/{provider}',
      tags,
      summary: "Set or replace the org's key for a provider",
      middleware: [requirePermission('settings', 'update')] as const,
      request: { params: providerParamsSchema, body: jsonBody(putProviderKeyBodySchema) },
      responses: {
        200: jsonContent(putProviderKeyResponseSchema, 'The key, masked'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { provider } = c.req.valid('param');
      const body = c.req.valid('json');
      const baseUrl = body.baseUrl?.replace(/\/+$/, '') || null;
      if (!baseUrl && providerConnections[provider].defaultBaseUrl === null) {
        throw new ApiError(
          400,
          'Invalid request',
          `baseUrl: ${providerDisplayNames[provider]} needs the base URL of your deployment.`,
        );
      }
      const { orgId } = c.var.caller;
      const key = await withAudit(
        c,
        (trx) =>
          putProviderKey(trx, c.var.ctx.providerKeyCipher, orgId, provider, {
            apiKey: body.apiKey,
            baseUrl,
          }),
        (saved) => ({
          subject: 'provider_key',
          action: 'set',
          details: { provider, maskedKey: saved.maskedKey, baseUrl: saved.baseUrl },
        }),
      );
      return c.json(key, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/orgs/provider-keys/{provider}',
      tags,
      summary: "Delete the org's key for a provider",
      middleware: [requirePermission('settings', 'update')] as const,
      request: { params: providerParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { provider } = c.req.valid('param');
      const deleted = await withAudit(
        c,
        (trx) => deleteProviderKey(trx, c.var.caller.orgId, provider),
        (found) =>
          found ? { subject: 'provider_key', action: 'delete', details: { provider } } : null,
      );
      if (!deleted) {
        throw new ApiError(
          404,
          'Not found',
          `The org has no ${providerDisplayNames[provider]} key.`,
        );
      }
      return c.body(null, 204);
    },
  );
