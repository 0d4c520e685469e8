import { createRoute } from '@hono/zod-openapi';
import {
  assignableRoleSchema,
  type Edition,
  idParamsSchema,
  inviteTeamMemberBodySchema,
  inviteTeamMemberResponseSchema,
  listTeamMembersResponseSchema,
  type Plan,
  planCatalogue,
  updateTeamMemberBodySchema,
  updateTeamMemberResponseSchema,
} from '@lookout/domain';
import { planLimitsFor, rolesAllowedOnPlan } from '@lookout/rbac';
import type { Kysely, Selectable } from 'kysely';
import { findAccountByEmail, listTeamMembers } from '../accounts/account.repository.js';
import { recordAudit, withAudit } from '../audit/record-audit.js';
import { invitationMail } from '../auth/auth-mails.js';
import { hashToken, newRawToken } from '../auth/email-tokens.js';
import type { Database, InvitationTable } from '../db/schema.js';
import { ApiError, planLimitError } from '../http/api-error.js';
import { requireAccount } from '../http/require-account.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { findOrg } from '../orgs/org.repository.js';

const tags = ['Team'];
const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

function toInvitation(row: Selectable<InvitationTable>) {
  return {
    id: row.id,
    email: row.email,
    role: assignableRoleSchema.parse(row.role),
    projectIds: row.project_ids,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** Refuses a role the org's plan does not offer (the free plan on cloud: owner, admin and member). */
function assertRoleOnPlan(context: { plan: Plan; edition: Edition }, role: string): void {
  const { plan } = context;
  const allowed: readonly string[] = rolesAllowedOnPlan(context);
  if (!allowed.includes(role)) {
    throw planLimitError(
      'roles',
      `The ${planCatalogue[plan].name} plan offers the roles ${allowed.join(', ')}. Upgrade for granular roles.`,
    );
  }
}

/** Project ids that all belong to the org, or a 400 naming the first stranger. */
async function assertOrgProjects(
  db: Kysely<Database>,
  orgId: string,
  projectIds: readonly string[],
): Promise<void> {
  if (projectIds.length === 0) return;
  const found = await db
    .selectFrom('project')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', 'in', projectIds)
    .execute();
  const known = new Set(found.map((row) => row.id));
  const stranger = projectIds.find((id) => !known.has(id));
  if (stranger)
    throw new ApiError(
      400,
      'Invalid request',
      `projectIds: no project ${stranger} in your organisation.`,
    );
}

/** `/v1/team/…`: members, invitations, roles. */
export const teamRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/team/members',
      tags,
      summary: "The org's members and pending invitations",
      middleware: [requirePermission('teamMembers', 'list')] as const,
      responses: {
        200: jsonContent(listTeamMembersResponseSchema, 'Members and invitations'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { db } = c.var.ctx;
      const [members, invitations] = await Promise.all([
        listTeamMembers(db, caller.orgId),
        db
          .selectFrom('invitation')
          .selectAll()
          .where('org_id', '=', caller.orgId)
          .where('accepted_at', 'is', null)
          .where('expires_at', '>', new Date())
          .orderBy('created_at')
          .execute(),
      ]);
      return c.json({ members, invitations: invitations.map(toInvitation) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/team/invitations',
      tags,
      summary: 'Invite someone by email with a role',
      middleware: [requirePermission('teamMembers', 'create')] as const,
      request: { body: jsonBody(inviteTeamMemberBodySchema) },
      responses: {
        200: jsonContent(inviteTeamMemberResponseSchema, 'The invitation'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const body = c.req.valid('json');
      const { db, mailer, config } = c.var.ctx;
      const org = await findOrg(db, caller.orgId);
      const plan = org.plan as Plan;
      assertRoleOnPlan({ plan, edition: config.edition }, body.role);
      await assertOrgProjects(db, caller.orgId, body.projectIds ?? []);
      if (await findAccountByEmail(db, body.email)) {
        throw new ApiError(409, 'Already a member', `${body.email} already has a Lookout account.`);
      }
      const raw = newRawToken();
      const row = await db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('org')
          .select('id')
          .where('id', '=', caller.orgId)
          .forUpdate()
          .execute();
        const seats = planLimitsFor({ plan, edition: config.edition }).seats;
        if (seats !== null) {
          const [members, pending] = await Promise.all([
            trx
              .selectFrom('account')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .where('org_id', '=', caller.orgId)
              .executeTakeFirstOrThrow(),
            trx
              .selectFrom('invitation')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .where('org_id', '=', caller.orgId)
              .where('accepted_at', 'is', null)
              .where('expires_at', '>', new Date())
              .where('email', '!=', body.email)
              .executeTakeFirstOrThrow(),
          ]);
          if (Number(members.count) + Number(pending.count) >= seats) {
            throw planLimitError(
              'seats',
              `The ${planCatalogue[plan].name} plan includes ${seats} seat${seats === 1 ? '' : 's'}. Upgrade to invite more teammates.`,
            );
          }
        }
        // A new invitation to the same address replaces the pending one.
        await trx
          .deleteFrom('invitation')
          .where('org_id', '=', caller.orgId)
          .where('email', '=', body.email)
          .where('accepted_at', 'is', null)
          .execute();
        const invitation = await trx
          .insertInto('invitation')
          .values({
            org_id: caller.orgId,
            email: body.email,
            role: body.role,
            project_ids: JSON.stringify(body.projectIds ?? []),
            token_hash: hashToken(raw),
            invited_by: caller.accountId,
            expires_at: new Date(Date.now() + invitationLifetimeMs),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(
          c,
          {
            subject: 'team_member',
            action: 'invite',
            details: { email: body.email, role: body.role },
          },
          trx,
        );
        return invitation;
      });
      await mailer.send(
        invitationMail({
          to: body.email,
          inviterName: caller.name,
          orgName: org.name,
          role: body.role,
          appUrl: config.appUrl,
          token: raw,
        }),
      );
      return c.json(toInvitation(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/team/invitations/{id}',
      tags,
      summary: 'Withdraw a pending invitation',
      middleware: [requirePermission('teamMembers', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const deleted = await c.var.ctx.db
        .deleteFrom('invitation')
        .where('id', '=', c.req.valid('param').id)
        .where('org_id', '=', caller.orgId)
        .where('accepted_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw new ApiError(404, 'Invitation not found', 'No such pending invitation.');
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/team/members/{id}',
      tags,
      summary: "Change a member's role or project access",
      middleware: [requirePermission('teamMembers', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(updateTeamMemberBodySchema) },
      responses: {
        200: jsonContent(updateTeamMemberResponseSchema, 'The member'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { db } = c.var.ctx;
      const target = await db
        .selectFrom('account')
        .selectAll()
        .where('id', '=', id)
        .where('org_id', '=', caller.orgId)
        .executeTakeFirst();
      if (!target)
        throw new ApiError(404, 'Member not found', 'No such member in your organisation.');
      if (target.role === 'owner')
        throw new ApiError(403, 'Forbidden', "The owner's role cannot be changed.");
      if (target.id === caller.accountId)
        throw new ApiError(403, 'Forbidden', 'You cannot change your own role.');
      if (body.role) {
        const { plan } = await findOrg(db, caller.orgId);
        assertRoleOnPlan({ plan: plan as Plan, edition: c.var.ctx.config.edition }, body.role);
      }
      if (body.projectIds) await assertOrgProjects(db, caller.orgId, body.projectIds);
      await db.transaction().execute(async (trx) => {
        if (body.role)
          await trx.updateTable('account').set({ role: body.role }).where('id', '=', id).execute();
        if (body.projectIds) {
          await trx.deleteFrom('account_project').where('account_id', '=', id).execute();
          if (body.projectIds.length > 0) {
            await trx
              .insertInto('account_project')
              .values(
                body.projectIds.map((projectId) => ({ account_id: id, project_id: projectId })),
              )
              .execute();
          }
        }
        await recordAudit(
          c,
          {
            subject: 'team_member',
            action: 'update',
            details: {
              email: target.email,
              ...(body.role ? { fromRole: target.role, toRole: body.role } : {}),
              ...(body.projectIds ? { projectIds: body.projectIds } : {}),
            },
          },
          trx,
        );
      });
      const member = (await listTeamMembers(db, caller.orgId)).find((entry) => entry.id === id);
      if (!member)
        throw new ApiError(404, 'Member not found', 'No such member in your organisation.');
      return c.json(member, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/team/members/{id}',
      tags,
      summary: 'Remove a member from the org',
      middleware: [requirePermission('teamMembers', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { id } = c.req.valid('param');
      const { db } = c.var.ctx;
      const target = await db
        .selectFrom('account')
        .select(['id', 'role', 'email'])
        .where('id', '=', id)
        .where('org_id', '=', caller.orgId)
        .executeTakeFirst();
      if (!target)
        throw new ApiError(404, 'Member not found', 'No such member in your organisation.');
      if (target.role === 'owner')
        throw new ApiError(403, 'Forbidden', 'The owner cannot be removed.');
      if (target.id === caller.accountId)
        throw new ApiError(403, 'Forbidden', 'You cannot remove yourself.');
      await withAudit(c, (trx) => trx.deleteFrom('account').where('id', '=', id).execute(), {
        subject: 'team_member',
        action: 'remove_from_team',
        details: { email: target.email },
      });
      return c.body(null, 204);
    },
  );
