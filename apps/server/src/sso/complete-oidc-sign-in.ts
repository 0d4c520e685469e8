import type { Context } from 'hono';
import * as oidc from 'openid-client';
import type { AppEnv } from '../http/app-env.js';
import { finishSsoCallback, type SsoIdentity, signInSsoIdentity } from './complete-sso-sign-in.js';
import { connectionConfiguration } from './oidc-connection.js';
import { refusalOf } from './oidc-sign-in-error.js';
import type { SsoConnectionRow } from './sso-connection-row.js';
import { ssoConnectionUrls } from './sso-connection-view.js';
import { consumeOidcLoginState } from './sso-login-state.js';
import { refuseSsoOutsidePlan } from './sso-plan.js';
import { SsoSignInRefused } from './sso-sign-in-refused.js';

const startAgain = 'Start again from the sign-in page.';

const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The person an OIDC callback vouches for, after every check: the state is
 * one Lookout started (used once), the code exchanges with the PKCE verifier,
 * the ID token is signed by the issuer for this client with the nonce of that
 * start, and the email is verified. Throws {@link SsoSignInRefused} otherwise.
 */
async function verifiedIdentity(
  c: Context<AppEnv>,
  connection: SsoConnectionRow,
): Promise<SsoIdentity> {
  const query = c.req.query();
  const issuer = connection.oidc_issuer ?? '';
  const state = query.state;
  if (!state) {
    throw new SsoSignInRefused(
      'state_missing',
      `This sign-in did not start on Lookout (the answer carries no state). ${startAgain}`,
    );
  }
  const started = await consumeOidcLoginState(c.var.ctx.db, connection.id, state);
  if (!started) {
    throw new SsoSignInRefused(
      'state_mismatch',
      `This sign-in was already used, has expired or did not start here (unknown state). ${startAgain}`,
    );
  }
  if (query.error) {
    throw new SsoSignInRefused(
      'provider_refused',
      `Your identity provider did not sign you in: ${(query.error_description ?? query.error).slice(0, 300)}`,
    );
  }
  try {
    const configuration = await connectionConfiguration(c, connection);
    const callbackUrl = new URL(
      ssoConnectionUrls(c.var.ctx.config.appUrl, connection.id).redirectUri,
    );
    for (const [key, value] of Object.entries(query)) callbackUrl.searchParams.set(key, value);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: state,
      expectedNonce: started.nonce,
      pkceCodeVerifier: started.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims)
      throw new SsoSignInRefused('invalid_response', 'The identity provider sent no ID token.');
    let source: Record<string, unknown> = claims;
    if (!asString(claims.email)) {
      source = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    }
    const email = asString(source.email);
    if (email && source.email_verified === false) {
      throw new SsoSignInRefused(
        'email_not_verified',
        `Your identity provider says ${email} is not verified. Verify it there, then sign in again.`,
      );
    }
    return { email: email ?? '', name: asString(source.name) ?? asString(claims.name) ?? null };
  } catch (error) {
    throw refusalOf(error, issuer);
  }
}

/** The redirect ending an OIDC callback: signed in, or refused with the reason (audited). */
export function completeSignInOrRefuse(
  c: Context<AppEnv>,
  connection: SsoConnectionRow,
): Promise<string> {
  return finishSsoCallback(c, connection, async () => {
    await refuseSsoOutsidePlan(c, connection);
    return signInSsoIdentity(c, connection, await verifiedIdentity(c, connection));
  });
}
