import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@lookout/domain';
import * as oidc from 'openid-client';
import { createRouter } from '../http/router.js';
import { completeSignInOrRefuse } from './complete-oidc-sign-in.js';
import { finishSsoCallback } from './complete-sso-sign-in.js';
import { OidcProviderUnavailable } from './oidc-configuration.js';
import { connectionConfiguration, findOidcConnection } from './oidc-connection.js';
import { providerDownMessage } from './oidc-sign-in-error.js';
import { ssoConnectionUrls } from './sso-connection-view.js';
import { saveOidcLoginState } from './sso-login-state.js';
import { refuseSsoOutsidePlan, ssoInPlan } from './sso-plan.js';
import { ssoErrorRedirect } from './sso-redirects.js';

const tags = ['Auth'];
const params = z.object({ id: idSchema });
const redirect = { 302: { description: 'To the identity provider, or back to the sign-in page' } };

const noLongerValid = () =>
  ssoErrorRedirect(
    'This single sign-on link is no longer valid: your organization changed its settings. Sign in again.',
  );

/**
 * `/auth/sso/{id}/oidc/*`: OpenID Connect sign-in (authorization code flow
 * with PKCE S256, state and nonce). `start` sends the browser to the
 * provider; `callback` checks the answer (single-use state, code exchange,
 * ID-token signature, issuer, audience, expiry and nonce) and signs the person
 * in through the one-time code of `/login/sso`, or back to `/login` with why not.
 */
export const oidcSignInRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/sso/{id}/oidc/start',
      tags,
      summary: 'Start an OpenID Connect sign-in: redirects to the identity provider',
      request: {
        params,
        query: z.object({ email: z.string().max(320).optional() }),
      },
      responses: redirect,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { email } = c.req.valid('query');
      const connection = await findOidcConnection(c, id);
      if (!connection) return c.redirect(noLongerValid(), 302);
      if (!(await ssoInPlan(c, connection.org_id))) {
        const refused = await finishSsoCallback(c, connection, async () => {
          await refuseSsoOutsidePlan(c, connection);
          return '';
        });
        return c.redirect(refused, 302);
      }
      let configuration: oidc.Configuration;
      try {
        configuration = await connectionConfiguration(c, connection);
      } catch (error) {
        if (!(error instanceof OidcProviderUnavailable)) throw error;
        return c.redirect(ssoErrorRedirect(providerDownMessage(error.issuer)), 302);
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await saveOidcLoginState(c.var.ctx.db, connection.id, state, { nonce, codeVerifier });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: ssoConnectionUrls(c.var.ctx.config.appUrl, connection.id).redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(email && email.includes('@') ? { login_hint: email } : {}),
      });
      return c.redirect(url.href, 302);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sso/{id}/oidc/callback',
      tags,
      summary: 'Finish an OpenID Connect sign-in: redirects to /login/sso or /login with an error',
      request: { params },
      responses: redirect,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const connection = await findOidcConnection(c, id);
      if (!connection) return c.redirect(noLongerValid(), 302);
      return c.redirect(await completeSignInOrRefuse(c, connection), 302);
    },
  );
