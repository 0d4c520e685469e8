import { createRoute } from '@hono/zod-openapi';
import {
  createProjectBodySchema,
  createProjectResponseSchema,
  idParamsSchema,
  listProjectsResponseSchema,
  type Plan,
  planCatalogue,
  updateProjectBodySchema,
  updateProjectResponseSchema,
} from '@lookout/domain';
import { planLimitsFor } from '@lookout/rbac';
import type { Context } from 'hono';
import { recordAudit, withAudit } from '../audit/record-audit.js';
import { ApiError, planLimitError, planRequiredError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { assertProjectAccess } from '../http/project-scope.js';
import { callerOrgPlan } from '../http/request-org-plan.js';
import { requireAccount } from '../http/require-account.js';
import { refusePublicKey, requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { insertProject, listVisibleProjects, toProject } from './project.repository.js';

const tags = ['Projects'];

/**
 * Refuses a project retention longer than the org plan's history on cloud (free 30 days, team
 * 2 years) with 403 `plan_required` on the `history` row; shorter, or unbounded plans, pass.
 */
async function assertRetentionWithinPlan(c: Context<AppEnv>, days: number): Promise<void> {
  const plan = await callerOrgPlan(c);
  const historyDays = planLimitsFor({ plan, edition: c.var.ctx.config.edition }).historyDays;
  if (historyDays === null || days <= historyDays) return;
  throw planRequiredError(
    'history',
    `The ${planCatalogue[plan].name} plan keeps ${historyDays} days of history: choose ${historyDays} days or fewer, or upgrade to keep runs longer.`,
  );
}

/** `/v1/projects…`: list, create (plan cap), rename, retention, delete. */
export const projectRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/projects',
      tags,
      summary: 'The projects the caller may open, oldest first',
      middleware: [refusePublicKey] as const,
      responses: {
        200: jsonContent(listProjectsResponseSchema, 'The projects'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json((await listVisibleProjects(c.var.ctx.db, c.var.caller)).map(toProject), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/projects',
      tags,
      summary: 'Create a project with its keys (the free plan allows 3)',
      middleware: [requirePermission('projects', 'create')] as const,
      request: { body: jsonBody(createProjectBodySchema) },
      responses: {
        200: jsonContent(createProjectResponseSchema, 'The new project'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { db, config } = c.var.ctx;
      const { name } = c.req.valid('json');
      const project = await db.transaction().execute(async (trx) => {
        const org = await trx
          .selectFrom('org')
          .select('plan')
          .where('id', '=', caller.orgId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const cap = planLimitsFor({ plan: org.plan as Plan, edition: config.edition }).projects;
        if (cap !== null) {
          const { count } = await trx
            .selectFrom('project')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('org_id', '=', caller.orgId)
            .executeTakeFirstOrThrow();
          if (Number(count) >= cap) {
            throw planLimitError(
              'projects',
              `The ${planCatalogue[org.plan as Plan].name} plan includes ${cap} projects. Upgrade for unlimited projects.`,
            );
          }
        }
        const created = await insertProject(trx, {
          orgId: caller.orgId,
          name,
          accountId: caller.accountId,
        });
        await recordAudit(
          c,
          { subject: 'project', action: 'create', projectId: created.id, details: { name } },
          trx,
        );
        return created;
      });
      return c.json(toProject(project), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/projects/{id}',
      tags,
      summary: 'Rename a project or change how long its logs are kept',
      middleware: [requirePermission('projects', 'update', { ownProject: true })] as const,
      request: { params: idParamsSchema, body: jsonBody(updateProjectBodySchema) },
      responses: {
        200: jsonContent(updateProjectResponseSchema, 'The project'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await assertProjectAccess(c.var.ctx, c.var.caller, id);
      const body = c.req.valid('json');
      const { db } = c.var.ctx;
      if (typeof body.dataRetentionDays === 'number')
        await assertRetentionWithinPlan(c, body.dataRetentionDays);
      const before = await db
        .selectFrom('project')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const renamed = body.name !== undefined && body.name !== before.name;
      const project = await withAudit(
        c,
        (trx) =>
          trx
            .updateTable('project')
            .set({
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.dataRetentionDays !== undefined
                ? { data_retention_days: body.dataRetentionDays }
                : {}),
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        renamed
          ? {
              subject: 'project',
              action: 'rename',
              projectId: id,
              details: { from: before.name, to: body.name },
            }
          : null,
      );
      return c.json(toProject(project), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/projects/{id}',
      tags,
      summary: 'Delete a project and everything in it (not the last one)',
      middleware: [requirePermission('projects', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { id } = c.req.valid('param');
      await assertProjectAccess(c.var.ctx, caller, id);
      const { db } = c.var.ctx;
      await db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('org')
          .select('id')
          .where('id', '=', caller.orgId)
          .forUpdate()
          .execute();
        const { count } = await trx
          .selectFrom('project')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('org_id', '=', caller.orgId)
          .executeTakeFirstOrThrow();
        if (Number(count) <= 1) {
          throw new ApiError(
            409,
            'Last project',
            'An organisation keeps at least one project. Create another before deleting this one.',
          );
        }
        const removed = await trx
          .deleteFrom('project')
          .where('id', '=', id)
          .returning('name')
          .executeTakeFirstOrThrow();
        await recordAudit(
          c,
          { subject: 'project', action: 'delete', projectId: id, details: { name: removed.name } },
          trx,
        );
      });
      return c.body(null, 204);
    },
  );
