import { createRoute } from '@hono/zod-openapi';
import {
  getCurrentOrgResponseSchema,
  getCurrentUserResponseSchema,
  type Plan,
  sendVerificationBodySchema,
} from '@lookout/domain';
import { can } from '@lookout/rbac';
import { findAccountInOrg, toUser } from '../accounts/account.repository.js';
import { verificationMail } from '../auth/auth-mails.js';
import { createEmailToken } from '../auth/email-tokens.js';
import { ApiError } from '../http/api-error.js';
import { requireAccount } from '../http/require-account.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { findOrg, toOrg } from '../orgs/org.repository.js';
import { monthlyEventCount } from '../orgs/org-usage.js';
import { findPlanOverage } from '../orgs/plan-overage.js';

const tags = ['Account'];

/** `/v1/users/me…`: the signed-in user, their org, and the verification mail. */
export const currentUserRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/me',
      tags,
      summary: 'The signed-in user',
      responses: { 200: jsonContent(getCurrentUserResponseSchema, 'The user'), ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const row = await findAccountInOrg(c.var.ctx.db, caller.orgId, caller.accountId);
      if (!row) throw new ApiError(401, 'Invalid access token', 'This account no longer exists.');
      return c.json(toUser(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/users/me/org',
      tags,
      summary: "The signed-in user's org, with its members and this month's event count",
      responses: { 200: jsonContent(getCurrentOrgResponseSchema, 'The org'), ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { db, licence, config } = c.var.ctx;
      const org = await findOrg(db, caller.orgId);
      const [users, eventsThisMonth, planOverage] = await Promise.all([
        db
          .selectFrom('account')
          .select(['id', 'name', 'email', 'role'])
          .where('org_id', '=', caller.orgId)
          .orderBy('created_at')
          .execute(),
        monthlyEventCount(db, caller.orgId),
        findPlanOverage(db, caller.orgId, { plan: org.plan as Plan, edition: config.edition }),
      ]);
      return c.json(
        {
          ...toOrg(org, {
            licence,
            showApiKey: can(caller.role, 'privateKeys', 'read'),
            betaOrgs: config.betaOrgs,
            edition: config.edition,
          }),
          users: users.map((user) => ({
            ...user,
            role: user.role as typeof caller.role,
            avatarUrl: null,
          })),
          eventsThisMonth,
          planOverage,
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/users/send-verification',
      tags,
      summary: 'Email the verification link again',
      request: { body: jsonBody(sendVerificationBodySchema) },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { db, mailer, config, mailThrottle } = c.var.ctx;
      const row = await findAccountInOrg(db, caller.orgId, caller.accountId);
      if (!row || row.verified) return c.body(null, 204);
      if (!(await mailThrottle.hit(`verify|${row.id}`)))
        throw new ApiError(429, 'Too many requests', 'Retry in one minute');
      const raw = await createEmailToken(db, row.id, 'verify-email');
      await mailer.send(
        verificationMail({ to: row.email, name: row.name, appUrl: config.appUrl, token: raw }),
      );
      return c.body(null, 204);
    },
  );
