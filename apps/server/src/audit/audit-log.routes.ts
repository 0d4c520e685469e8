import { createRoute } from '@hono/zod-openapi';
import { listAuditLogsQuerySchema, listAuditLogsResponseSchema } from '@lookout/domain';
import { requireAccount } from '../http/require-account.js';
import { requirePermission } from '../http/require-permission.js';
import { requirePlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import { listAuditLog } from './audit-log.repository.js';

/**
 * `GET /v1/audit-logs`: the org's trail, newest first, 10 a page. Reading it is the audit trail
 * of the Enterprise plan on cloud (403 `plan_required`, feature `audit-trail`); entries are
 * recorded on every plan, so an upgrade shows the history from before it.
 */
export const auditLogRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/audit-logs',
    tags: ['Audit log'],
    summary: "The org's audit trail, newest first",
    middleware: [
      requirePermission('auditLogs', 'list'),
      requirePlanFeature('audit-trail'),
    ] as const,
    request: { query: listAuditLogsQuerySchema },
    responses: {
      200: jsonContent(listAuditLogsResponseSchema, 'One page of entries'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const caller = requireAccount(c);
    const { page, limit, project_id: projectId } = c.req.valid('query');
    const data = await listAuditLog(c.var.ctx.db, caller.orgId, { page, limit, projectId });
    return c.json({ data, page, limit }, 200);
  },
);
