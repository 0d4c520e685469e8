import { createRoute } from '@hono/zod-openapi';
import {
  getJoinDataQuerySchema,
  getJoinDataResponseSchema,
  joinBodySchema,
  joinResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  type Plan,
  type Role,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  signupBodySchema,
  signupResponseSchema,
  verifyEmailBodySchema,
} from '@lookout/domain';
import { planLimitsFor } from '@lookout/rbac';
import { findAccountByEmail } from '../accounts/account.repository.js';
import { clientAddress, withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import { authenticate } from '../http/authenticate.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { newOrgKey } from '../projects/api-keys.js';
import { insertProject } from '../projects/project.repository.js';
import { assertPasswordSignInAllowed, ssoRequiredFor } from '../sso/password-sign-in-policy.js';
import { passwordResetMail, verificationMail } from './auth-mails.js';
import { consumeEmailToken, createEmailToken, hashToken } from './email-tokens.js';
import { hashPassword, verifyPassword, verifyWithoutAccount } from './password.js';
import { assertStrongPassword } from './password-policy.js';

const tags = ['Auth'];
const invitationNotFound = () =>
  new ApiError(
    404,
    'Invitation not found',
    'This invitation link is invalid or has expired. Ask your team for a new one.',
  );
const tooManyAttempts = () => new ApiError(429, 'Too many requests', 'Retry in one minute');
/** What a throttled sign-in is told: how long to wait, in words. */
function retryMessage(seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-ins from this device. Retry in ${wait}.`;
}

/** `/auth/*`: sign up, sign in and out, verify the address, reset the password, accept an invitation. */
export const authRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/signup',
      tags,
      summary: 'Create an account with its org (free plan) and first project',
      request: { body: jsonBody(signupBodySchema) },
      responses: { 200: jsonContent(signupResponseSchema, 'Signed in'), ...errorResponses },
    }),
    async (c) => {
      const { db, mailer, config, tokens } = c.var.ctx;
      const body = c.req.valid('json');
      if (await findAccountByEmail(db, body.email)) {
        throw new ApiError(
          409,
          'Email already registered',
          'An account with this email exists. Sign in instead.',
        );
      }
      assertStrongPassword(body.password, body.email, body.name);
      const passwordHash = await hashPassword(body.password);
      const { account, orgId } = await db.transaction().execute(async (trx) => {
        const org = await trx
          .insertInto('org')
          // New orgs use datasets v2 (issue 14); older orgs keep v1 until the flag is set.
          .values({
            name: body.orgName ?? `${body.name}'s Org`,
            api_key: newOrgKey(),
            dataset_v2_enabled: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await trx
          .insertInto('account')
          .values({
            org_id: org.id,
            email: body.email,
            name: body.name,
            password_hash: passwordHash,
            role: 'owner',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertProject(trx, {
          orgId: org.id,
          name: body.projectName ?? 'Project #1',
          accountId: created.id,
        });
        return { account: created, orgId: org.id };
      });
      const raw = await createEmailToken(db, account.id, 'verify-email');
      await mailer.send(
        verificationMail({
          to: account.email,
          name: account.name,
          appUrl: config.appUrl,
          token: raw,
        }),
      );
      return c.json(
        { token: await tokens.issue({ accountId: account.id, orgId, email: account.email }) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags,
      summary: 'Sign in with email and password',
      request: { body: jsonBody(loginBodySchema) },
      responses: { 200: jsonContent(loginResponseSchema, 'Signed in'), ...errorResponses },
    }),
    async (c) => {
      const { db, tokens, loginThrottle } = c.var.ctx;
      const { email, password } = c.req.valid('json');
      const attempt = { email, address: clientAddress(c) ?? 'unknown' };
      const verdict = await loginThrottle.verdict(attempt);
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        throw new ApiError(429, 'Too many requests', retryMessage(verdict.retryAfterSeconds));
      }
      const account = await findAccountByEmail(db, email);
      const valid = account?.password_hash
        ? await verifyPassword(password, account.password_hash)
        : await verifyWithoutAccount(password);
      if (!account || !valid) {
        await loginThrottle.recordFailure(attempt);
        throw new ApiError(401, 'Invalid credentials', 'Wrong email or password.');
      }
      await loginThrottle.recordSuccess(attempt);
      await assertPasswordSignInAllowed(db, c.var.ctx.config.edition, account);
      await withAudit(
        c,
        (trx) =>
          trx
            .updateTable('account')
            .set({ last_login_at: new Date() })
            .where('id', '=', account.id)
            .execute(),
        {
          subject: 'team_member',
          action: 'login',
          actor: {
            id: account.id,
            name: account.name,
            email: account.email,
            orgId: account.org_id,
          },
        },
      );
      return c.json(
        { token: await tokens.issue({ accountId: account.id, orgId: account.org_id, email }) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      tags,
      summary: 'Sign out: the session token stops working',
      middleware: [authenticate] as const,
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const caller = c.var.caller;
      if (caller.kind === 'account') {
        await withAudit(
          c,
          (trx) =>
            trx
              .insertInto('revoked_token')
              .values({ jti: caller.jti, expires_at: new Date(caller.exp * 1000) })
              .onConflict((conflict) => conflict.column('jti').doNothing())
              .execute(),
          { subject: 'team_member', action: 'logout' },
        );
      }
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/request-password-reset',
      tags,
      summary: 'Email a password-reset link (answers the same whether or not the address exists)',
      request: { body: jsonBody(requestPasswordResetBodySchema) },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { db, mailer, config, mailThrottle } = c.var.ctx;
      const { email } = c.req.valid('json');
      if (!(await mailThrottle.hit(`reset|${email}`))) throw tooManyAttempts();
      const account = await findAccountByEmail(db, email);
      // No link for a person whose org signs in with SSO only: the answer stays the same.
      if (account && !(await ssoRequiredFor(db, config.edition, account))) {
        const raw = await createEmailToken(db, account.id, 'reset-password');
        await mailer.send(
          passwordResetMail({ to: account.email, appUrl: config.appUrl, token: raw }),
        );
      }
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/reset-password',
      tags,
      summary: 'Set a new password from the emailed link, and sign in',
      request: { body: jsonBody(resetPasswordBodySchema) },
      responses: { 200: jsonContent(resetPasswordResponseSchema, 'Signed in'), ...errorResponses },
    }),
    async (c) => {
      const { db, tokens } = c.var.ctx;
      const { token, password } = c.req.valid('json');
      const passwordHash = await hashPassword(password);
      // One transaction: a refused password leaves the link unused, so the user can try another.
      const account = await db.transaction().execute(async (trx) => {
        const accountId = await consumeEmailToken(trx, token, 'reset-password');
        if (!accountId) {
          throw new ApiError(
            400,
            'Invalid link',
            'This reset link is invalid, used or expired. Ask for a new one.',
          );
        }
        const owner = await trx
          .selectFrom('account')
          .select(['email', 'name', 'org_id', 'role'])
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow();
        await assertPasswordSignInAllowed(trx, c.var.ctx.config.edition, owner);
        assertStrongPassword(password, owner.email, owner.name);
        // Following the emailed link also proves the address.
        return trx
          .updateTable('account')
          .set({ password_hash: passwordHash, verified: true })
          .where('id', '=', accountId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return c.json(
        {
          token: await tokens.issue({
            accountId: account.id,
            orgId: account.org_id,
            email: account.email,
          }),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/verify-email',
      tags,
      summary: 'Confirm the email address from the emailed link',
      request: { body: jsonBody(verifyEmailBodySchema) },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const accountId = await consumeEmailToken(db, c.req.valid('json').token, 'verify-email');
      if (!accountId) {
        throw new ApiError(
          400,
          'Invalid link',
          'This verification link is invalid, used or expired. Send a new one from the banner.',
        );
      }
      await db.updateTable('account').set({ verified: true }).where('id', '=', accountId).execute();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/join-data',
      tags,
      summary: 'What an invitation link offers',
      request: { query: getJoinDataQuerySchema },
      responses: {
        200: jsonContent(getJoinDataResponseSchema, 'The invitation'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const invitation = await findOpenInvitation(c.var.ctx.db, c.req.valid('query').token);
      if (!invitation) throw invitationNotFound();
      return c.json(
        {
          orgName: invitation.org_name,
          email: invitation.email,
          role: invitation.role as Exclude<Role, 'owner'>,
          ...(invitation.inviter_name ? { inviterName: invitation.inviter_name } : {}),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/join',
      tags,
      summary: 'Accept an invitation: create the account with its role, and sign in',
      request: { body: jsonBody(joinBodySchema) },
      responses: { 200: jsonContent(joinResponseSchema, 'Signed in'), ...errorResponses },
    }),
    async (c) => {
      const { db, tokens } = c.var.ctx;
      const body = c.req.valid('json');
      const invitation = await findOpenInvitation(db, body.token);
      if (!invitation) throw invitationNotFound();
      if (await findAccountByEmail(db, invitation.email)) {
        throw new ApiError(
          409,
          'Email already registered',
          'An account with this email exists. Sign in instead.',
        );
      }
      assertStrongPassword(body.password, invitation.email, body.name);
      const passwordHash = await hashPassword(body.password);
      const account = await db.transaction().execute(async (trx) => {
        const seats = planLimitsFor({
          plan: invitation.plan as Plan,
          edition: c.var.ctx.config.edition,
        }).seats;
        const members = await trx
          .selectFrom('account')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('org_id', '=', invitation.org_id)
          .executeTakeFirstOrThrow();
        if (seats !== null && Number(members.count) >= seats) {
          throw new ApiError(
            403,
            'Seat limit reached',
            `${invitation.org_name} has no free seat left. Ask an owner to upgrade the plan.`,
          );
        }
        const created = await trx
          .insertInto('account')
          .values({
            org_id: invitation.org_id,
            email: invitation.email,
            name: body.name,
            password_hash: passwordHash,
            role: invitation.role,
            verified: true,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const requested = invitation.project_ids;
        const projects = await trx
          .selectFrom('project')
          .select('id')
          .where('org_id', '=', invitation.org_id)
          .$if(requested.length > 0, (query) => query.where('id', 'in', requested))
          .execute();
        if (projects.length > 0) {
          await trx
            .insertInto('account_project')
            .values(projects.map((project) => ({ account_id: created.id, project_id: project.id })))
            .execute();
        }
        await trx
          .updateTable('invitation')
          .set({ accepted_at: new Date() })
          .where('id', '=', invitation.id)
          .execute();
        return created;
      });
      return c.json(
        {
          token: await tokens.issue({
            accountId: account.id,
            orgId: account.org_id,
            email: account.email,
          }),
        },
        200,
      );
    },
  );

/** An invitation that can still be accepted, with its org's name and plan. */
function findOpenInvitation(db: Parameters<typeof findAccountByEmail>[0], raw: string) {
  return db
    .selectFrom('invitation')
    .innerJoin('org', 'org.id', 'invitation.org_id')
    .leftJoin('account as inviter', 'inviter.id', 'invitation.invited_by')
    .select([
      'invitation.id',
      'invitation.org_id',
      'invitation.email',
      'invitation.role',
      'invitation.project_ids',
      'org.name as org_name',
      'org.plan',
      'inviter.name as inviter_name',
    ])
    .where('invitation.token_hash', '=', hashToken(raw))
    .where('invitation.accepted_at', 'is', null)
    .where('invitation.expires_at', '>', new Date())
    .executeTakeFirst();
}
