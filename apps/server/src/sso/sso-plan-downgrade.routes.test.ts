import type { SsoConnection } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, setPlan } from '../testing/accounts.js';
import { type OidcTestProvider, startOidcTestProvider } from '../testing/oidc-test-provider.js';
import {
  insertSamlConnection,
  testSamlResponse,
  testSigningKey,
} from '../testing/saml-test-idp.js';
import {
  auditEntries,
  connectOidc,
  enterpriseOwner,
  uniqueDomain,
} from '../testing/sso-test-setup.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { samlServiceProviderUrls } from './saml/saml-urls.js';

const outsidePlan =
  'Single sign-on needs the Enterprise plan, which your organization no longer has. Sign in with your password, or ask an owner to upgrade.';

const ssoErrorOf = (response: Response): string => {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '', 'http://lookout.test');
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('ssoError') ?? '';
};

describe.each(testDatabaseTargets())('single sign-on after a plan downgrade on $kind', (target) => {
  let database: DatabaseHandle;
  let cloud: TestApp;
  let selfHosted: TestApp;
  let provider: OidcTestProvider;
  beforeAll(async () => {
    database = await target.open();
    cloud = await createTestApp(database, { edition: 'cloud' });
    selfHosted = await createTestApp(database, { edition: 'self-hosted' });
    provider = await startOidcTestProvider();
  });
  afterAll(async () => {
    await provider?.close();
    await database?.close();
  });

  async function refusals(orgId: string) {
    return (await auditEntries(database, orgId, 'sso_connection'))
      .filter((entry) => entry.action === 'refuse_sign_in')
      .map((entry) => (entry.details as { reason: string }).reason);
  }

  it('stops offering OIDC sign-in on the team plan, audited, lets members use their password, and works again after an upgrade', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(cloud, domain);
    const memberEmail = `member@${domain}`;
    await addTeammate(cloud, owner, 'member', memberEmail);
    const connectionId = await connectOidc(cloud, owner, provider, { domain, required: true });
    const login = () =>
      cloud.call('POST', '/auth/login', {
        body: { email: memberEmail, password: 'another-long-password' },
      });
    expect((await login()).status).toBe(403);

    // A sign-in started on enterprise and finished after the downgrade.
    provider.setIdentity('midway', { email: `midway@${domain}`, email_verified: true });
    const started = await cloud.app.request(
      `/auth/sso/${connectionId}/oidc/start?email=midway@${domain}`,
    );
    const returned = await provider.signIn(started.headers.get('location') ?? '', 'midway');

    await setPlan(cloud, owner.orgId, 'team');
    expect(
      await json(cloud.call('POST', '/auth/sso/discover', { body: { email: memberEmail } })),
    ).toEqual({ sso: false, message: outsidePlan });
    expect(ssoErrorOf(await cloud.app.request(`/auth/sso/${connectionId}/oidc/start`))).toBe(
      outsidePlan,
    );
    expect(ssoErrorOf(await cloud.app.request(`${returned.pathname}${returned.search}`))).toBe(
      outsidePlan,
    );
    expect(await refusals(owner.orgId)).toEqual(['plan_lacks_sso', 'plan_lacks_sso']);
    expect(
      await database.db
        .selectFrom('account')
        .select('id')
        .where('email', '=', `midway@${domain}`)
        .execute(),
    ).toEqual([]);
    // The requirement lapses with the plan: the member signs in with a password again.
    expect((await login()).status).toBe(200);

    // Nothing was deleted: after an upgrade the saved connection is offered and required again.
    const kept = await database.db
      .selectFrom('sso_connection')
      .select(['id', 'enabled', 'required'])
      .where('org_id', '=', owner.orgId)
      .execute();
    expect(kept).toEqual([{ id: connectionId, enabled: true, required: true }]);
    await setPlan(cloud, owner.orgId, 'enterprise');
    expect(
      await json(cloud.call('POST', '/auth/sso/discover', { body: { email: memberEmail } })),
    ).toMatchObject({ sso: true, required: true });
    expect((await login()).status).toBe(403);
  });

  it('shows the owner the kept connection with inPlan false on the team plan and lets them delete it, audited, while saving needs the plan', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(cloud, domain);
    const adminToken = await addTeammate(cloud, owner, 'admin', `admin@${domain}`);
    const connectionId = await connectOidc(cloud, owner, provider, { domain });
    expect(await json(cloud.call('GET', '/v1/orgs/sso', owner))).toMatchObject({
      id: connectionId,
      inPlan: true,
    });

    await setPlan(cloud, owner.orgId, 'team');
    const kept = await json<SsoConnection>(cloud.call('GET', '/v1/orgs/sso', owner));
    expect(kept).toMatchObject({
      id: connectionId,
      protocol: 'oidc',
      allowedDomains: [domain],
      inPlan: false,
      oidc: { issuer: provider.issuer, hasClientSecret: true },
    });
    // Still the owner's alone.
    expect((await cloud.call('GET', '/v1/orgs/sso', { token: adminToken })).status).toBe(403);
    expect((await cloud.call('DELETE', '/v1/orgs/sso', { token: adminToken })).status).toBe(403);
    // Saving (and reading IdP metadata for it) needs the plan again.
    const save = await cloud.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: {
        protocol: 'oidc',
        issuer: provider.issuer,
        clientId: `lookout-${domain}`,
        allowedDomains: [domain],
      },
    });
    expect(save.status).toBe(403);
    expect(await save.json()).toMatchObject({ code: 'plan_required', feature: 'sso' });
    const parse = await cloud.call('POST', '/v1/orgs/sso/parse-saml-metadata', {
      token: owner.token,
      body: { metadataXml: '<EntityDescriptor entityID="x"/>' },
    });
    expect(parse.status).toBe(403);
    expect(await parse.json()).toMatchObject({ code: 'plan_required', feature: 'sso' });

    expect((await cloud.call('DELETE', '/v1/orgs/sso', { token: owner.token })).status).toBe(204);
    expect(await json(cloud.call('GET', '/v1/orgs/sso', owner))).toBeNull();
    expect((await cloud.call('DELETE', '/v1/orgs/sso', { token: owner.token })).status).toBe(404);
    const entries = await auditEntries(database, owner.orgId, 'sso_connection');
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({
      actor_email: owner.email,
      details: { connectionId, protocol: 'oidc' },
    });
  });

  it('answers inPlan true on a self-hosted install whatever the plan column says', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(cloud, domain);
    const connectionId = await connectOidc(cloud, owner, provider, { domain });
    await setPlan(cloud, owner.orgId, 'free');
    expect(await json(selfHosted.call('GET', '/v1/orgs/sso', owner))).toMatchObject({
      id: connectionId,
      inPlan: true,
    });
  });

  it('refuses a SAML sign-in on the free plan with the same message, audited', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(cloud, domain);
    const key = await testSigningKey();
    const connectionId = await insertSamlConnection(database.db, owner.orgId, key.certificate, {
      domains: [domain],
    });
    await setPlan(cloud, owner.orgId, 'free');
    expect(ssoErrorOf(await cloud.app.request(`/auth/sso/${connectionId}/saml/start`))).toBe(
      outsidePlan,
    );
    const urls = samlServiceProviderUrls(cloud.context.config.appUrl, connectionId);
    const SAMLResponse = testSamlResponse(key, {
      acsUrl: urls.acsUrl,
      audience: urls.spEntityId,
      inResponseTo: 'a-request',
      email: `someone@${domain}`,
    });
    const posted = await cloud.app.request(`/auth/sso/${connectionId}/saml/acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse, RelayState: 'any' }).toString(),
    });
    expect(ssoErrorOf(posted)).toBe(outsidePlan);
    expect(await refusals(owner.orgId)).toEqual(['plan_lacks_sso', 'plan_lacks_sso']);
  }, 60_000);

  it('keeps SSO on a self-hosted install whatever the plan column says (DESIGN §11)', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(cloud, domain);
    const memberEmail = `member@${domain}`;
    await addTeammate(cloud, owner, 'member', memberEmail);
    await connectOidc(cloud, owner, provider, { domain, required: true });
    await setPlan(cloud, owner.orgId, 'free');
    expect(
      await json(selfHosted.call('POST', '/auth/sso/discover', { body: { email: memberEmail } })),
    ).toMatchObject({ sso: true, required: true });
    const login = await selfHosted.call('POST', '/auth/login', {
      body: { email: memberEmail, password: 'another-long-password' },
    });
    expect(login.status).toBe(403);
  });
});
