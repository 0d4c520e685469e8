import { planCatalogue } from '@lookout/domain';
import { createMiddleware } from 'hono/factory';
import { findPlanOverage } from '../orgs/plan-overage.js';
import { planRequiredError } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { callerOrgPlan } from './request-org-plan.js';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** POST routes that only read (a preview) or that an app calls at run time (a guardrail check). */
const notWrites = [
  /^\/v1\/users\/send-verification$/,
  /^\/v1\/projects\/[^/]+\/rules\/preview$/,
  /^\/v1\/guardrails\/check$/,
];

/** Deleting a read-only project is how an org gets back within its plan: always allowed. */
const projectDeletion = /^\/v1\/projects\/[^/]+$/;

const projectInPath = /^\/v1\/projects\/([0-9a-f-]{36})(?:\/|$)/i;

/**
 * After a downgrade (cloud edition) the members past the plan's seats and the projects past its
 * project limit are read-only (`findPlanOverage`): their writes are refused with 403
 * `plan_required` on the `seats` or `projects` row, and the web app offers the upgrade.
 * - Reads are never refused, and nobody is removed.
 * - Ingestion into a read-only project goes on (the ingestion routes are outside `/v1`, and the
 *   public key, which only sends events, feedback and scores, is let through here), so no data
 *   is lost; those events count towards the month's usage as usual.
 * - The project a request writes to is the id after `/v1/projects/`, a private key's own
 *   project, or, on project-scoped routes only, `?projectId=` (checked by `projectScope` through
 *   `refuseReadOnlyProject`): the web app sends the selected project with every call, and an
 *   org-wide write (team, SSO, billing, a new project) made while a read-only project is
 *   selected is not a write to that project.
 */
export const refuseReadOnlyWrites = createMiddleware<AppEnv>(async (c, next) => {
  const { config, db } = c.var.ctx;
  const caller = c.var.caller;
  const path = c.req.path;
  if (
    config.edition !== 'cloud' ||
    !writeMethods.has(c.req.method) ||
    (caller.kind === 'project-key' && caller.keyType === 'public') ||
    notWrites.some((pattern) => pattern.test(path))
  ) {
    return next();
  }
  const plan = await callerOrgPlan(c);
  const overage = await findPlanOverage(db, caller.orgId, { plan, edition: config.edition });
  if (!overage) return next();
  const planName = planCatalogue[plan].name;
  if (caller.kind === 'account' && overage.seats?.readOnlyAccountIds.includes(caller.accountId)) {
    const { members, included } = overage.seats;
    throw planRequiredError(
      'seats',
      `Your org has ${members} members but the ${planName} plan includes ${included} seat${included === 1 ? '' : 's'}, so your seat is read-only: you can read but not change anything. Ask an owner to upgrade the plan, or to remove members.`,
    );
  }
  const projects = overage.projects;
  if (!projects) return next();
  const refuse = (projectId: string) => {
    if (!projects.readOnlyProjectIds.includes(projectId)) return;
    throw planRequiredError(
      'projects',
      `This project is read-only: your org has ${projects.count} projects but the ${planName} plan includes ${projects.included}. Upgrade to change it, or delete projects to get back within the plan. Events sent to it are still stored.`,
    );
  };
  const projectId =
    path.match(projectInPath)?.[1] ??
    (caller.kind === 'project-key' ? caller.projectId : undefined);
  const deletingProject = c.req.method === 'DELETE' && projectDeletion.test(path);
  if (projectId && !deletingProject) refuse(projectId);
  c.set('refuseReadOnlyProject', refuse);
  return next();
});
