import { X509Certificate } from 'node:crypto';
import type { SsoConnection } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, setPlan, signUp } from '../testing/accounts.js';
import { type OidcTestProvider, startOidcTestProvider } from '../testing/oidc-test-provider.js';
import { testSigningKey } from '../testing/saml-test-idp.js';
import {
  auditEntries,
  connectOidc,
  enterpriseOwner,
  uniqueDomain,
} from '../testing/sso-test-setup.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/** The start of a certificate, cut short: not one X.509 certificate. */
const notACertificate = `-----BEGIN CERTIFICATE-----
MIIBhzCCAS2gAwIBAgIUXJ0v4uS1Yx9mCXWdmH5Q4k3yO2YwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQbG9va291dC10ZXN0LWlkcDAeFw0yNjAxMDEwMDAwMDBaFw0z
NjAxMDEwMDAwMDBaMBsxGTAXBgNVBAMMEGxvb2tvdXQtdGVzdC1pZHAwWTATBgcq
-----END CERTIFICATE-----`;

describe.each(testDatabaseTargets())('SSO connection settings on $kind', (target) => {
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

  it('stores an OIDC connection checked against the issuer, never answering the secret, and audits it', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(api, domain);
    expect(await json(api.call('GET', '/v1/orgs/sso', owner))).toBeNull();
    const id = await connectOidc(api, owner, provider, { domain, required: true });
    const read = await json<SsoConnection>(api.call('GET', '/v1/orgs/sso', owner));
    expect(read).toMatchObject({
      id,
      protocol: 'oidc',
      required: true,
      allowedDomains: [domain],
      defaultRole: 'member',
      oidc: {
        issuer: provider.issuer,
        hasClientSecret: true,
        redirectUri: `http://lookout.test/auth/sso/${id}/oidc/callback`,
      },
      saml: null,
    });
    expect(JSON.stringify(read)).not.toContain('a-client-secret-of-the-tests');
    const stored = await database.db
      .selectFrom('sso_connection')
      .select('encrypted_oidc_client_secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.encrypted_oidc_client_secret?.toString('utf8')).not.toContain('a-client-secret');

    // An update without a secret keeps the stored one.
    const updated = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: {
        protocol: 'oidc',
        issuer: provider.issuer,
        clientId: `lookout-${domain}`,
        allowedDomains: [domain, `eu.${domain}`],
        defaultRole: 'viewer',
      },
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    const after = await database.db
      .selectFrom('sso_connection')
      .select('encrypted_oidc_client_secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.encrypted_oidc_client_secret).toEqual(stored.encrypted_oidc_client_secret);
    expect(((await updated.json()) as SsoConnection).allowedDomains).toEqual(
      [domain, `eu.${domain}`].sort(),
    );

    const audit = await auditEntries(database, owner.orgId, 'sso_connection');
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a secretless create, an issuer that does not answer, a bad certificate and an owner default role, storing nothing', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(api, domain);
    const base = {
      protocol: 'oidc',
      issuer: provider.issuer,
      clientId: 'x',
      allowedDomains: [domain],
    };
    const noSecret = await api.call('PUT', '/v1/orgs/sso', { token: owner.token, body: base });
    expect(noSecret.status).toBe(400);
    expect(await noSecret.text()).toContain('clientSecret');

    const down = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: { ...base, issuer: 'http://127.0.0.1:9/nothing-here', clientSecret: 's' },
    });
    expect(down.status).toBe(422);
    expect(((await down.json()) as { message: string }).message).toMatch(
      /did not answer with an OpenID Connect discovery document/,
    );

    const notDiscovery = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: { ...base, issuer: `${provider.issuer}/other-path`, clientSecret: 's' },
    });
    expect(notDiscovery.status).toBe(422);

    const owners = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: { ...base, clientSecret: 's', defaultRole: 'owner' },
    });
    expect(owners.status).toBe(400);
    expect(await owners.text()).toContain('defaultRole');

    const badCertificate = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: {
        protocol: 'saml',
        idpEntityId: 'https://idp.example/entity',
        idpSsoUrl: 'https://idp.example/sso',
        idpCertificate: notACertificate,
        allowedDomains: [domain],
      },
    });
    expect(badCertificate.status).toBe(400);
    expect(await badCertificate.text()).toContain('idpCertificate');

    const badDomain = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: { ...base, clientSecret: 's', allowedDomains: ['@nope'] },
    });
    expect(badDomain.status).toBe(400);
    expect(await badDomain.text()).toContain('allowedDomains');
    expect(await json(api.call('GET', '/v1/orgs/sso', owner))).toBeNull();
  });

  it('keeps several SAML signing certificates and shows each fingerprint; a bad one among them is named', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(api, domain);
    const [current, next] = await Promise.all([testSigningKey(), testSigningKey('Next IdP')]);
    const body = {
      protocol: 'saml',
      idpEntityId: 'https://idp.example/entity',
      idpSsoUrl: 'https://idp.example/sso',
      allowedDomains: [domain],
    };
    const badSecond = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: { ...body, idpCertificate: `${current.certificate}\n${notACertificate}` },
    });
    expect(badSecond.status).toBe(400);
    expect(((await badSecond.json()) as { message: string }).message).toBe(
      'idpCertificate: certificate 2 of 2 is not an X.509 certificate.',
    );
    expect(await json(api.call('GET', '/v1/orgs/sso', owner))).toBeNull();

    const saved = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      // The same certificate twice is kept once.
      body: {
        ...body,
        idpCertificate: `${current.certificate}\n${next.certificate}\n${current.certificate}`,
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const shown = await json<SsoConnection>(api.call('GET', '/v1/orgs/sso', owner));
    const fingerprint = (pem: string) => new X509Certificate(pem).fingerprint256;
    expect(shown?.saml?.certificateFingerprints).toEqual([
      fingerprint(current.certificate),
      fingerprint(next.certificate),
    ]);
  }, 60_000);

  it('gives a domain to one org only: 409 naming it', async () => {
    const domain = uniqueDomain();
    const first = await enterpriseOwner(api, domain);
    await connectOidc(api, first, provider, { domain });
    const second = await enterpriseOwner(api, uniqueDomain());
    const taken = await api.call('PUT', '/v1/orgs/sso', {
      token: second.token,
      body: {
        protocol: 'oidc',
        issuer: provider.issuer,
        clientId: 'other',
        clientSecret: 's',
        allowedDomains: [domain],
      },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toContain(domain);
    expect(await json(api.call('GET', '/v1/orgs/sso', second))).toBeNull();
  });

  it('is the owner’s alone, and deleting is audited', async () => {
    const domain = uniqueDomain();
    const owner = await enterpriseOwner(api, domain);
    await connectOidc(api, owner, provider, { domain });
    const admin = await addTeammate(api, owner, 'admin');
    expect((await api.call('GET', '/v1/orgs/sso', { token: admin })).status).toBe(403);
    expect((await api.call('DELETE', '/v1/orgs/sso', { token: admin })).status).toBe(403);
    expect((await api.call('DELETE', '/v1/orgs/sso', owner)).status).toBe(204);
    expect((await api.call('DELETE', '/v1/orgs/sso', owner)).status).toBe(404);
    expect(await json(api.call('GET', '/v1/orgs/sso', owner))).toBeNull();
    const audit = await auditEntries(database, owner.orgId, 'sso_connection');
    expect(audit.map((entry) => entry.action)).toContain('delete');
  });

  it('needs the enterprise plan on the cloud edition to save, not to read', async () => {
    const owner = await signUp(api);
    await setPlan(api, owner.orgId, 'team');
    const refused = await api.call('PUT', '/v1/orgs/sso', {
      token: owner.token,
      body: {
        protocol: 'oidc',
        issuer: provider.issuer,
        clientId: 'lookout',
        clientSecret: 'a-secret',
        allowedDomains: [uniqueDomain()],
      },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_required', feature: 'sso' });
    // Nothing saved, nothing to hide: the owner reads that there is no connection.
    expect(await json(api.call('GET', '/v1/orgs/sso', owner))).toBeNull();
  });
});
