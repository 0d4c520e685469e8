import { createRoute } from '@hono/zod-openapi';
import {
  discoverSsoBodySchema,
  discoverSsoResponseSchema,
  exchangeSsoCodeBodySchema,
  exchangeSsoCodeResponseSchema,
} from '@lookout/domain';
import { ApiError } from '../http/api-error.js';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../http/router.js';
import { findSsoConnectionForEmail, ssoStartPath } from './sso-connection.repository.js';
import { consumeSsoLoginCode } from './sso-login-code.js';
import { ssoInPlan, ssoOutsidePlanMessage } from './sso-plan.js';

const tags = ['Auth'];

/**
 * `/auth/sso/*` common to both protocols: which provider an email signs in
 * with, and the exchange of a callback's one-time code for a session. The
 * protocol routes (`oidc.routes.ts`, `saml.routes.ts`) start and finish the
 * provider's sign-in.
 */
export const ssoSignInRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/sso/discover',
      tags,
      summary: 'Whether an email signs in with its organization’s identity provider',
      request: { body: jsonBody(discoverSsoBodySchema) },
      responses: {
        200: jsonContent(discoverSsoResponseSchema, 'Where to sign in'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const connection = await findSsoConnectionForEmail(c.var.ctx.db, email);
      if (!connection) return c.json({ sso: false as const }, 200);
      // A connection kept through a downgrade is not offered: the person signs in with a password.
      if (!(await ssoInPlan(c, connection.org_id))) {
        return c.json({ sso: false as const, message: ssoOutsidePlanMessage }, 200);
      }
      return c.json(
        {
          sso: true as const,
          required: connection.required,
          redirectUrl: `${ssoStartPath(connection)}?email=${encodeURIComponent(email)}`,
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/sso/exchange',
      tags,
      summary: 'Exchange the one-time code of an SSO callback for a session token',
      request: { body: jsonBody(exchangeSsoCodeBodySchema) },
      responses: {
        200: jsonContent(exchangeSsoCodeResponseSchema, 'Signed in'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, tokens } = c.var.ctx;
      const used = await consumeSsoLoginCode(db, c.req.valid('json').code);
      const account = used
        ? await db
            .selectFrom('account')
            .select(['id', 'org_id', 'email'])
            .where('id', '=', used.accountId)
            .executeTakeFirst()
        : undefined;
      if (!account) {
        throw new ApiError(
          401,
          'Sign-in code invalid',
          'This sign-in link has expired or was already used. Sign in again.',
        );
      }
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
