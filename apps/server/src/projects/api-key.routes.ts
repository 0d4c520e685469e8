import { createRoute } from '@hono/zod-openapi';
import {
  idParamsSchema,
  listProjectApiKeysResponseSchema,
  regeneratePrivateApiKeyResponseSchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { assertProjectAccess } from '../http/project-scope.js';
import { callerCan, refusePublicKey, requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import { newPrivateKey } from './api-keys.js';

const tags = ['Projects'];

/** `/v1/projects/{id}/api-keys…`: the keys SDKs send, and replacing the private one. */
export const apiKeyRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/projects/{id}/api-keys',
      tags,
      summary: "The project's keys (the private key only for roles that may read private keys)",
      middleware: [refusePublicKey] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(listProjectApiKeysResponseSchema, 'The keys'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const caller = c.var.caller;
      await assertProjectAccess(c.var.ctx, caller, id);
      const showPrivate = callerCan(caller, 'privateKeys', 'read');
      const keys = await c.var.ctx.db
        .selectFrom('api_key')
        .select(['type', 'key'])
        .where('project_id', '=', id)
        .$if(!showPrivate, (query) => query.where('type', '=', 'public'))
        .orderBy('type', 'desc')
        .execute();
      return c.json(keys, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/projects/{id}/api-keys/regenerate',
      tags,
      summary: 'Replace the private key; the old one stops working at once',
      middleware: [requirePermission('privateKeys', 'update')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(regeneratePrivateApiKeyResponseSchema, 'The new private key'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await assertProjectAccess(c.var.ctx, c.var.caller, id);
      const key = newPrivateKey();
      await withAudit(
        c,
        (trx) =>
          trx
            .updateTable('api_key')
            .set({ key })
            .where('project_id', '=', id)
            .where('type', '=', 'private')
            .execute(),
        { subject: 'api_key', action: 'regenerate', projectId: id },
      );
      return c.json({ type: 'private' as const, key }, 200);
    },
  );
