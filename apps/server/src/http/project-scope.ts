import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.js';
import type { AppEnv, Caller, ServerContext } from './app-env.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const projectNotFound = () =>
  new ApiError(
    404,
    'Project not found',
    'No such project in your organisation, or you have no access to it.',
  );

/**
 * Whether the caller may work in `projectId`: the project is in the caller's
 * org, and an account that is neither owner nor admin was given access to it.
 * Ids of other orgs answer exactly like ids that do not exist.
 */
export async function assertProjectAccess(
  ctx: ServerContext,
  caller: Caller,
  projectId: string,
): Promise<void> {
  if (!uuidPattern.test(projectId)) throw projectNotFound();
  if (caller.kind === 'project-key') {
    if (caller.projectId !== projectId) throw projectNotFound();
    return;
  }
  const project = await ctx.db
    .selectFrom('project')
    .select('id')
    .where('id', '=', projectId)
    .where('org_id', '=', caller.orgId)
    .executeTakeFirst();
  if (!project) throw projectNotFound();
  if (caller.kind === 'account' && caller.role !== 'owner' && caller.role !== 'admin') {
    const access = await ctx.db
      .selectFrom('account_project')
      .select('project_id')
      .where('account_id', '=', caller.accountId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!access) throw projectNotFound();
  }
}

/**
 * For project-scoped routes: takes the project from `?projectId=` (a project
 * key implies its own project), checks access, and sets `projectId`.
 */
export const projectScope = createMiddleware<AppEnv>(async (c, next) => {
  const caller = c.var.caller;
  const requested = c.req.query('projectId');
  const projectId = requested ?? (caller.kind === 'project-key' ? caller.projectId : undefined);
  if (!projectId) {
    throw new ApiError(
      400,
      'Invalid request',
      'projectId: add ?projectId= with the id of the project to work in.',
    );
  }
  await assertProjectAccess(c.var.ctx, caller, projectId);
  // Only set on writes while the org is past its plan's project limit.
  c.var.refuseReadOnlyProject?.(projectId);
  c.set('projectId', projectId);
  await next();
});
