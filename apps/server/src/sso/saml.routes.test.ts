import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authnRequestId,
  insertSamlConnection,
  type TestResponseOptions,
  type TestSigningKey,
  testIdp,
  testSamlResponse,
  testSigningKey,
} from '../testing/saml-test-idp.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { samlServiceProviderUrls } from './saml/saml-urls.js';

describe.each(testDatabaseTargets())('SAML 2.0 sign-in on $kind', (target) => {
  let setup: SignedUpApp;
  let key: TestSigningKey;
  let otherKey: TestSigningKey;
  let connectionId: string;
  let urls: ReturnType<typeof samlServiceProviderUrls>;

  beforeAll(async () => {
    setup = await openSignedUpApp(target);
    [key, otherKey] = await Promise.all([testSigningKey(), testSigningKey('Attacker')]);
    connectionId = await insertSamlConnection(
      setup.database.db,
      setup.owner.orgId,
      key.certificate,
    );
    urls = samlServiceProviderUrls(setup.api.context.config.appUrl, connectionId);
  }, 120_000);
  afterAll(async () => {
    await setup?.database.close();
  });

  /** Starts a sign-in: the RelayState and AuthnRequest id the identity provider receives. */
  async function start(id = connectionId) {
    const response = await setup.api.call('GET', `/auth/sso/${id}/saml/start`);
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(`${testIdp.ssoUrl}?`)).toBe(true);
    const relayState = new URL(location).searchParams.get('RelayState') ?? '';
    return { relayState, requestId: authnRequestId(location) };
  }

  function post(form: Record<string, string>, id = connectionId) {
    return setup.api.app.request(`/auth/sso/${id}/saml/acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Starts, answers with a response made from `options`, and posts it with the start's RelayState. */
  async function signIn(options: Partial<TestResponseOptions> = {}) {
    const started = await start();
    const SAMLResponse = testSamlResponse(key, {
      acsUrl: urls.acsUrl,
      audience: urls.spEntityId,
      inResponseTo: started.requestId,
      ...options,
    });
    return {
      response: await post({ SAMLResponse, RelayState: started.relayState }),
      SAMLResponse,
      started,
    };
  }

  /** The refusal's message, after checking it redirects to /login and is audited with `reason`. */
  async function expectRefused(response: Response, reason: string): Promise<string> {
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://lookout.test');
    expect(location.pathname).toBe('/login');
    const message = location.searchParams.get('ssoError') ?? '';
    expect(message.length).toBeGreaterThan(20);
    const audits = await setup.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('org_id', '=', setup.owner.orgId)
      .where('subject', '=', 'sso_connection')
      .where('action', '=', 'refuse_sign_in')
      .execute();
    expect(audits.map((entry) => (entry.details as { reason: string }).reason)).toContain(reason);
    return message;
  }

  it('signs a new person in just in time with the default role, audited, and the code gives a working token', async () => {
    const { response } = await signIn({ email: 'Grace@Acme.test', name: 'Grace Hopper' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://lookout.test');
    expect(location.pathname).toBe('/login/sso');
    const code = location.searchParams.get('code') ?? '';
    const exchanged = await setup.api.call('POST', '/auth/sso/exchange', { body: { code } });
    expect(exchanged.status).toBe(200);
    const { token } = (await exchanged.json()) as { token: string };
    const me = await setup.api.call('GET', '/v1/users/me', { token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'grace@acme.test',
      name: 'Grace Hopper',
      role: 'member',
      orgId: setup.owner.orgId,
    });
    const logins = await setup.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('org_id', '=', setup.owner.orgId)
      .where('subject', '=', 'team_member')
      .where('action', '=', 'login')
      .execute();
    expect(logins.map((entry) => entry.details)).toContainEqual({
      method: 'saml',
      createdJustInTime: true,
    });
    // The same person again: the existing account, no second one.
    const again = await signIn({ email: 'grace@acme.test' });
    expect(again.response.headers.get('location')).toMatch(/^\/login\/sso\?code=/);
    const accounts = await setup.database.db
      .selectFrom('account')
      .select('id')
      .where('email', '=', 'grace@acme.test')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('refuses a response meant for another application (wrong audience)', async () => {
    const { response } = await signIn({ audience: 'https://other.example/saml' });
    expect(await expectRefused(response, 'wrong_audience')).toContain('another application');
  });

  it('refuses an expired assertion', async () => {
    const past = new Date(Date.now() - 10 * 60_000);
    const { response } = await signIn({
      notBefore: new Date(past.getTime() - 60_000),
      notOnOrAfter: past,
    });
    expect(await expectRefused(response, 'assertion_expired')).toContain('expired');
  });

  it('refuses an assertion that is not valid yet', async () => {
    const { response } = await signIn({ notBefore: new Date(Date.now() + 10 * 60_000) });
    expect(await expectRefused(response, 'assertion_not_yet_valid')).toContain('not valid yet');
  });

  it('refuses an unsigned response', async () => {
    const { response } = await signIn({ signWith: null });
    expect(await expectRefused(response, 'invalid_signature')).toContain('not signed');
  });

  it('refuses a response re-signed with another key', async () => {
    const { response } = await signIn({ signWith: otherKey });
    await expectRefused(response, 'invalid_signature');
  });

  it('refuses a response changed after it was signed', async () => {
    const started = await start();
    const signed = testSamlResponse(key, {
      acsUrl: urls.acsUrl,
      audience: urls.spEntityId,
      inResponseTo: started.requestId,
      email: 'grace@acme.test',
    });
    const tampered = Buffer.from(
      Buffer.from(signed, 'base64').toString('utf8').replace('grace@acme.test', 'boss@acme.test'),
    ).toString('base64');
    const response = await post({ SAMLResponse: tampered, RelayState: started.relayState });
    await expectRefused(response, 'invalid_signature');
    const boss = await setup.database.db
      .selectFrom('account')
      .select('id')
      .where('email', '=', 'boss@acme.test')
      .executeTakeFirst();
    expect(boss).toBeUndefined();
  });

  it('refuses a replayed response, even with a fresh RelayState', async () => {
    const first = await signIn({ email: 'ada@acme.test' });
    expect(first.response.headers.get('location')).toMatch(/^\/login\/sso\?code=/);
    const same = await post({
      SAMLResponse: first.SAMLResponse,
      RelayState: first.started.relayState,
    });
    await expectRefused(same, 'invalid_state');
    // A new sign-in whose request id the attacker cannot put in the signed response.
    const fresh = await start();
    const replay = await post({ SAMLResponse: first.SAMLResponse, RelayState: fresh.relayState });
    await expectRefused(replay, 'in_response_to_mismatch');
  });

  it('refuses the same assertion twice (replay caught by its ID)', async () => {
    const assertionId = '_replayed-assertion-id';
    const first = await signIn({ email: 'lin@acme.test', assertionId });
    expect(first.response.headers.get('location')).toMatch(/^\/login\/sso\?code=/);
    const second = await signIn({ email: 'lin@acme.test', assertionId });
    expect(await expectRefused(second.response, 'replayed_assertion')).toContain('already used');
  });

  it('refuses a missing or unknown RelayState (sign-in not started by Lookout)', async () => {
    const started = await start();
    const SAMLResponse = testSamlResponse(key, {
      acsUrl: urls.acsUrl,
      audience: urls.spEntityId,
      inResponseTo: started.requestId,
    });
    expect(await expectRefused(await post({ SAMLResponse }), 'missing_state')).toContain(
      'not started from Lookout',
    );
    await expectRefused(
      await post({ SAMLResponse, RelayState: 'forged-state-value' }),
      'invalid_state',
    );
  });

  it('refuses a response answering another sign-in (InResponseTo)', async () => {
    const mine = await start();
    const other = await start();
    const SAMLResponse = testSamlResponse(key, {
      acsUrl: urls.acsUrl,
      audience: urls.spEntityId,
      inResponseTo: other.requestId,
    });
    const response = await post({ SAMLResponse, RelayState: mine.relayState });
    await expectRefused(response, 'in_response_to_mismatch');
  });

  it('refuses a response the identity provider started on its own (no InResponseTo)', async () => {
    const { response } = await signIn({ inResponseTo: undefined });
    await expectRefused(response, 'in_response_to_mismatch');
  });

  it('refuses an email outside the allowed domains', async () => {
    const { response } = await signIn({ email: 'mallory@evil.test' });
    expect(await expectRefused(response, 'domain_not_allowed')).toContain('mallory@evil.test');
  });

  it('refuses a wrong Destination or Recipient', async () => {
    const wrongDestination = await signIn({ destination: 'https://other.example/acs' });
    expect(await expectRefused(wrongDestination.response, 'wrong_destination')).toContain(
      'other.example',
    );
    const wrongRecipient = await signIn({ recipient: 'https://other.example/acs' });
    await expectRefused(wrongRecipient.response, 'wrong_recipient');
  });

  it('refuses an assertion from another identity provider (Issuer)', async () => {
    const { response } = await signIn({ issuer: 'https://other-idp.example' });
    await expectRefused(response, 'wrong_issuer');
  });

  it('answers 404 for an unknown connection, and serves SP metadata', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await setup.api.call('GET', `/auth/sso/${unknown}/saml/start`)).status).toBe(404);
    expect((await post({ SAMLResponse: 'x', RelayState: 'y' }, unknown)).status).toBe(404);
    expect((await setup.api.call('GET', '/auth/sso/not-a-uuid/saml/metadata')).status).toBe(404);
    const metadata = await setup.api.call('GET', `/auth/sso/${connectionId}/saml/metadata`);
    expect(metadata.status).toBe(200);
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${urls.spEntityId}"`);
    expect(xml).toContain(`Location="${urls.acsUrl}"`);
    expect(xml).toContain('nameid-format:emailAddress');
  });

  it('accepts a response signed by any listed certificate during a key rollover, and refuses an unlisted key', async () => {
    const rolled = await testSigningKey('Rolled IdP');
    await setup.database.db
      .updateTable('sso_connection')
      .set({ saml_idp_certificate: `${key.certificate.trim()}\n${rolled.certificate.trim()}` })
      .where('id', '=', connectionId)
      .execute();
    try {
      const byNew = await signIn({ email: 'rollover@acme.test', signWith: rolled });
      expect(byNew.response.headers.get('location')).toMatch(/^\/login\/sso\?code=/);
      const byOld = await signIn({ email: 'rollover@acme.test' });
      expect(byOld.response.headers.get('location')).toMatch(/^\/login\/sso\?code=/);
      const byOther = await signIn({ email: 'rollover@acme.test', signWith: otherKey });
      await expectRefused(byOther.response, 'invalid_signature');
    } finally {
      await setup.database.db
        .updateTable('sso_connection')
        .set({ saml_idp_certificate: key.certificate })
        .where('id', '=', connectionId)
        .execute();
    }
  }, 60_000);

  it('refuses sign-in on a disabled connection', async () => {
    const started = await start();
    await setup.database.db
      .updateTable('sso_connection')
      .set({ enabled: false })
      .where('id', '=', connectionId)
      .execute();
    try {
      const SAMLResponse = testSamlResponse(key, {
        acsUrl: urls.acsUrl,
        audience: urls.spEntityId,
        inResponseTo: started.requestId,
      });
      await expectRefused(
        await post({ SAMLResponse, RelayState: started.relayState }),
        'connection_disabled',
      );
      const startAgain = await setup.api.call('GET', `/auth/sso/${connectionId}/saml/start`);
      expect(startAgain.headers.get('location')).toMatch(/^\/login\?ssoError=/);
    } finally {
      await setup.database.db
        .updateTable('sso_connection')
        .set({ enabled: true })
        .where('id', '=', connectionId)
        .execute();
    }
  });
});
