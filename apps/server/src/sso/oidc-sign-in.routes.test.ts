import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp } from '../testing/accounts.js';
import { type OidcTestProvider, startOidcTestProvider } from '../testing/oidc-test-provider.js';
import {
  auditEntries,
  connectOidc,
  enterpriseOwner,
  uniqueDomain,
} from '../testing/sso-test-setup.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { forgetOidcDiscovery } from './oidc-configuration.js';

/** The path and query of a redirect on this server (the app URL is http://lookout.test). */
function localPath(response: Response): string {
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  return location.replace(/^http:\/\/lookout\.test/, '');
}

describe.each(testDatabaseTargets())('OpenID Connect sign-in on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let provider: OidcTestProvider;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database, { edition: 'cloud' });
    provider = await startOidcTestProvider();
  });
  afterAll(async () => {
    await provider?.close();
    await database?.close();
  });

  /** An enterprise org connected to the provider, with its domain and connection id. */
  async function connectedOrg(options: { required?: boolean; defaultRole?: string } = {}) {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(api, domain);
    const connectionId = await connectOidc(api, owner, provider, { domain, ...options });
    return { domain, owner, connectionId };
  }

  /** Where `/login` sends `email`: the start route's redirect to the provider. */
  async function start(email: string): Promise<string> {
    const discovered = await json<{ sso: boolean; redirectUrl: string }>(
      api.call('POST', '/auth/sso/discover', { body: { email } }),
    );
    expect(discovered.sso).toBe(true);
    const started = await api.app.request(discovered.redirectUrl);
    expect(started.status).toBe(302);
    return started.headers.get('location') ?? '';
  }

  /** The browser's return from the provider to Lookout's callback; answers Lookout's redirect. */
  async function callback(returnUrl: URL): Promise<string> {
    return localPath(await api.app.request(`${returnUrl.pathname}${returnUrl.search}`));
  }

  async function exchange(redirect: string): Promise<string> {
    expect(redirect).toMatch(/^\/login\/sso\?code=/);
    const code = new URL(redirect, 'http://lookout.test').searchParams.get('code');
    const { token } = await json<{ token: string }>(
      api.call('POST', '/auth/sso/exchange', { body: { code } }),
    );
    return token;
  }

  const errorOf = (redirect: string) => {
    expect(redirect).toMatch(/^\/login\?ssoError=/);
    return new URL(redirect, 'http://lookout.test').searchParams.get('ssoError') ?? '';
  };

  it('signs a new person of the domain in just in time with the default role, audited', async () => {
    const { domain, owner } = await connectedOrg({ defaultRole: 'viewer' });
    const email = `grace@${domain}`;
    provider.setIdentity('grace', { email, email_verified: true, name: 'Grace Hopper' });
    const authorizationUrl = await start(email);
    const request = new URL(authorizationUrl);
    expect(request.searchParams.get('code_challenge_method')).toBe('S256');
    expect(request.searchParams.get('nonce')).toBeTruthy();
    expect(request.searchParams.get('login_hint')).toBe(email);
    const token = await exchange(await callback(await provider.signIn(authorizationUrl, 'grace')));
    const me = await json<{ email: string; name: string; role: string; orgId: string }>(
      api.call('GET', '/v1/users/me', { token }),
    );
    expect(me).toMatchObject({ email, name: 'Grace Hopper', role: 'viewer', orgId: owner.orgId });
    const logins = await auditEntries(database, owner.orgId, 'team_member');
    expect(logins.map((entry) => [entry.action, entry.actor_email])).toContainEqual([
      'login',
      email,
    ]);
  });

  it('signs an existing member in to their own account', async () => {
    const { domain, owner } = await connectedOrg();
    const email = `ada@${domain}`;
    await addTeammate(api, owner, 'admin', email);
    provider.setIdentity('ada', { email, email_verified: true });
    const token = await exchange(await callback(await provider.signIn(await start(email), 'ada')));
    const me = await json<{ role: string }>(api.call('GET', '/v1/users/me', { token }));
    expect(me.role).toBe('admin');
  });

  describe('refuses, audits and explains', () => {
    let org: { domain: string; owner: SignedUp; connectionId: string };
    beforeAll(async () => {
      org = await connectedOrg();
    });
    async function lastRefusal() {
      const refused = await auditEntries(database, org.owner.orgId, 'sso_connection');
      return refused.filter((entry) => entry.action === 'refuse_sign_in').at(-1)?.details as
        | { reason: string }
        | undefined;
    }

    it('an answer without state', async () => {
      const message = errorOf(
        await callback(
          new URL(`http://lookout.test/auth/sso/${org.connectionId}/oidc/callback?code=abc`),
        ),
      );
      expect(message).toMatch(/no state/);
      expect((await lastRefusal())?.reason).toBe('state_missing');
    });

    it('a forged state, and a replayed callback', async () => {
      const email = `replay@${org.domain}`;
      provider.setIdentity('replay', { email, email_verified: true });
      const returned = await provider.signIn(await start(email), 'replay');
      const forged = new URL(returned);
      forged.searchParams.set('state', 'a-state-lookout-never-made');
      expect(errorOf(await callback(forged))).toMatch(/unknown state/);
      expect((await lastRefusal())?.reason).toBe('state_mismatch');
      await exchange(await callback(returned));
      expect(errorOf(await callback(returned))).toMatch(/already used/);
      expect((await lastRefusal())?.reason).toBe('state_mismatch');
    });

    it('an ID token with another sign-in’s nonce', async () => {
      const email = `nonce@${org.domain}`;
      provider.setIdentity('nonce', { email, email_verified: true });
      const first = new URL(await start(email));
      const second = new URL(await start(email));
      // The provider is asked with the first start's nonce, but the second start's state and PKCE.
      for (const name of ['state', 'code_challenge']) {
        first.searchParams.set(name, second.searchParams.get(name) ?? '');
      }
      const message = errorOf(await callback(await provider.signIn(first.href, 'nonce')));
      expect(message).toMatch(/nonce mismatch/);
      expect((await lastRefusal())?.reason).toBe('nonce_mismatch');
    });

    it('a code issued to another application', async () => {
      const email = `other@${org.domain}`;
      provider.setIdentity('other', { email, email_verified: true });
      const url = new URL(await start(email));
      provider.registerClient({
        clientId: `another-app-${org.domain}`,
        clientSecret: 'another-secret',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      url.searchParams.set('client_id', `another-app-${org.domain}`);
      const message = errorOf(await callback(await provider.signIn(url.href, 'other')));
      expect(message).toMatch(/refused to complete the sign-in/);
      expect((await lastRefusal())?.reason).toBe('code_exchange_refused');
    });

    it.each([
      ['expired', 'token_expired', /expired sign-in/],
      ['other-audience', 'wrong_audience', /meant for another application/],
      ['bad-signature', 'bad_signature', /signature does not verify/],
    ] as const)('an ID token the provider issued %s', async (fault, reason, shown) => {
      const login = `fault-${fault}`;
      const email = `${login}@${org.domain}`;
      provider.setIdentity(login, { email, email_verified: true });
      const returned = await provider.signIn(await start(email), login);
      provider.issueIdTokens(fault);
      try {
        expect(errorOf(await callback(returned))).toMatch(shown);
      } finally {
        provider.issueIdTokens(null);
      }
      expect((await lastRefusal())?.reason).toBe(reason);
      expect(
        await database.db.selectFrom('account').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
    });

    it('an email outside the allowed domains', async () => {
      provider.setIdentity('outsider', { email: 'mallory@elsewhere.test', email_verified: true });
      const message = errorOf(
        await callback(await provider.signIn(await start(`outsider@${org.domain}`), 'outsider')),
      );
      expect(message).toMatch(/mallory@elsewhere\.test is not in an email domain allowed/);
      expect((await lastRefusal())?.reason).toBe('domain_not_allowed');
      expect(
        await database.db
          .selectFrom('account')
          .select('id')
          .where('email', '=', 'mallory@elsewhere.test')
          .execute(),
      ).toEqual([]);
    });

    it('an email the provider has not verified', async () => {
      const email = `unverified@${org.domain}`;
      provider.setIdentity('unverified', { email, email_verified: false });
      const message = errorOf(
        await callback(await provider.signIn(await start(email), 'unverified')),
      );
      expect(message).toMatch(/not verified/);
      expect((await lastRefusal())?.reason).toBe('email_not_verified');
      expect(
        await database.db.selectFrom('account').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
    });
  });

  it('sends the person back with a clear message when the provider is down, signing no one in', async () => {
    const down = await startOidcTestProvider();
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(api, domain);
    await connectOidc(api, owner, down, { domain });
    const email = `late@${domain}`;
    down.setIdentity('late', { email, email_verified: true });
    const returned = await down.signIn(await start(email), 'late');
    const second = await start(email);
    await down.close();
    const atCallback = errorOf(await callback(returned));
    expect(atCallback).toMatch(
      /Your identity provider at 127\.0\.0\.1:\d+ did not answer\. Try again in a minute\./,
    );
    forgetOidcDiscovery(down.issuer);
    const discovered = await json<{ redirectUrl: string }>(
      api.call('POST', '/auth/sso/discover', { body: { email } }),
    );
    expect(errorOf(localPath(await api.app.request(discovered.redirectUrl)))).toMatch(
      /did not answer/,
    );
    expect(second).toContain(down.issuer);
    expect(
      await database.db.selectFrom('account').select('id').where('email', '=', email).execute(),
    ).toEqual([]);
  });

  it('refuses password sign-in to members when SSO is required, but not to the owner', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(api, domain);
    const memberEmail = `member@${domain}`;
    await addTeammate(api, owner, 'member', memberEmail);
    await connectOidc(api, owner, provider, { domain, required: true });
    const member = await api.call('POST', '/auth/login', {
      body: { email: memberEmail, password: 'another-long-password' },
    });
    expect(member.status).toBe(403);
    expect(((await member.json()) as { message: string }).message).toBe(
      'Your organization signs in with single sign-on. Use “Continue with SSO”.',
    );
    const ownerLogin = await api.call('POST', '/auth/login', {
      body: { email: owner.email, password: 'a-long-password' },
    });
    expect(ownerLogin.status).toBe(200);
    // No reset link reaches the member either; the answer is the same as for anyone.
    const reset = await api.call('POST', '/auth/request-password-reset', {
      body: { email: memberEmail },
    });
    expect(reset.status).toBe(204);
    expect((await api.mailLinks(memberEmail)).filter((link) => link.includes('reset'))).toEqual([]);
  });
});
