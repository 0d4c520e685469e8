import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { createRouter, errorResponses } from '../http/router.js';
import { finishSsoCallback, signInSsoIdentity } from './complete-sso-sign-in.js';
import { samlServiceProvider } from './saml/saml-service-provider.js';
import { startSamlSignIn } from './saml/start-saml-sign-in.js';
import { verifySamlResponse } from './saml/verify-saml-response.js';
import { findSsoConnectionById } from './sso-connection.repository.js';
import type { SsoConnectionRow } from './sso-connection-row.js';
import { refuseSsoOutsidePlan, ssoInPlan } from './sso-plan.js';
import { SsoSignInRefused } from './sso-sign-in-refused.js';

const tags = ['Auth'];
const params = z.object({ id: z.string().openapi({ description: 'The SSO connection id.' }) });
const redirect = (description: string) => ({
  302: { description, headers: { Location: { schema: { type: 'string' as const } } } },
});

/** The SAML connection `id`, or 404 (unknown id, not a uuid, or an OpenID Connect connection). */
async function samlConnection(c: Context<AppEnv>, id: string): Promise<SsoConnectionRow> {
  const connection = /^[0-9a-f-]{36}$/i.test(id)
    ? await findSsoConnectionById(c.var.ctx.db, id)
    : undefined;
  if (connection?.protocol !== 'saml') {
    throw new ApiError(404, 'Not found', 'No SAML single sign-on connection has this id.');
  }
  return connection;
}

const refuseDisabled = (connection: SsoConnectionRow) => {
  if (!connection.enabled) {
    throw new SsoSignInRefused(
      'connection_disabled',
      'Single sign-on is turned off for this organization. Sign in with your password, or ask an owner to turn it on.',
    );
  }
};

/**
 * `/auth/sso/{id}/saml/*`: Lookout as a SAML 2.0 service provider. The ACS
 * is a cross-site POST from the identity provider: it relies on no cookie
 * (sessions are bearer tokens), and the RelayState plus InResponseTo bind the
 * response to a sign-in this server started, which is also the CSRF guard.
 */
export const samlSignInRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/sso/{id}/saml/start',
      tags,
      summary: "Start signing in with the organization's SAML identity provider",
      description:
        'Redirects to the identity provider with an AuthnRequest (HTTP-Redirect binding); a disabled connection redirects to `/login?ssoError=…`.',
      request: {
        params,
        query: z.object({ email: z.string().optional() }),
      },
      responses: { ...redirect('To the identity provider'), ...errorResponses },
    }),
    async (c) => {
      const connection = await samlConnection(c, c.req.valid('param').id);
      const { db, config } = c.var.ctx;
      if (!connection.enabled || !(await ssoInPlan(c, connection.org_id))) {
        return c.redirect(
          await finishSsoCallback(c, connection, async () => {
            refuseDisabled(connection);
            await refuseSsoOutsidePlan(c, connection);
            return '';
          }),
        );
      }
      return c.redirect(await startSamlSignIn(db, config.appUrl, connection));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/sso/{id}/saml/acs',
      tags,
      summary: "Assertion Consumer Service: the identity provider's response (HTTP-POST binding)",
      description:
        'Checks the signed response and signs the person in: redirects to `/login/sso?code=…`, or to `/login?ssoError=…` naming why the response was refused.',
      request: {
        params,
        body: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: z.object({
                SAMLResponse: z.string().optional(),
                RelayState: z.string().optional(),
              }),
            },
          },
          required: true,
        },
      },
      responses: { ...redirect('To the web app, signed in or with the error'), ...errorResponses },
    }),
    async (c) => {
      const connection = await samlConnection(c, c.req.valid('param').id);
      const form = c.req.valid('form');
      const { db, config } = c.var.ctx;
      return c.redirect(
        await finishSsoCallback(c, connection, async () => {
          refuseDisabled(connection);
          await refuseSsoOutsidePlan(c, connection);
          const identity = await verifySamlResponse(db, config.appUrl, connection, form);
          return signInSsoIdentity(c, connection, identity);
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sso/{id}/saml/metadata',
      tags,
      summary: "Lookout's SAML service-provider metadata for this connection",
      description:
        'The entity ID (this URL), the ACS URL (HTTP-POST) and the NameID format (email), for identity providers that import metadata.',
      request: { params },
      responses: {
        200: {
          content: { 'application/samlmetadata+xml': { schema: z.string() } },
          description: 'The SP metadata XML',
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const connection = await samlConnection(c, c.req.valid('param').id);
      const xml = samlServiceProvider(
        c.var.ctx.config.appUrl,
        connection,
      ).generateServiceProviderMetadata(null, null);
      return c.body(xml, 200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8' });
    },
  );
