import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate } from '../testing/accounts.js';
import { testSigningKey } from '../testing/saml-test-idp.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const base64Of = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

function idpMetadata(
  certificate: string,
  { binding = 'HTTP-Redirect', withKey = true, role = 'IDPSSODescriptor' } = {},
): string {
  const key = withKey
    ? `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>\n${base64Of(certificate)}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
    : '';
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.acme.test/saml">
  <md:${role} protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${key}
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.acme.test/sso/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="https://idp.acme.test/sso/redirect"/>
  </md:${role}>
</md:EntityDescriptor>`;
}

describe.each(testDatabaseTargets())(
  'reading SAML identity provider metadata on $kind',
  (target) => {
    let setup: SignedUpApp;
    let certificate: string;
    let server: Server;
    let serverUrl: string;
    const parse = (body: unknown, token = setup.owner.token, api = setup.api) =>
      api.call('POST', '/v1/orgs/sso/parse-saml-metadata', { token, body });

    beforeAll(async () => {
      setup = await openSignedUpApp(target);
      certificate = (await testSigningKey()).certificate;
      server = createServer((request, response) => {
        if (request.url === '/metadata') {
          response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
          response.end(idpMetadata(certificate));
        } else {
          response.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }, 120_000);
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
      await setup?.database.close();
    });

    it('reads the entity ID, the HTTP-Redirect sign-in URL and the signing certificate from pasted XML', async () => {
      const response = await parse({ metadataXml: idpMetadata(certificate) });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { idpCertificate: string };
      expect(body).toMatchObject({
        idpEntityId: 'https://idp.acme.test/saml',
        idpSsoUrl: 'https://idp.acme.test/sso/redirect',
      });
      expect(base64Of(body.idpCertificate)).toBe(base64Of(certificate));
    });

    it('keeps every signing certificate the metadata lists (a key rollover lists two)', async () => {
      const rolled = (await testSigningKey('Rolled IdP')).certificate;
      const keyOf = (pem: string) =>
        `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${base64Of(pem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
      const xml = idpMetadata(certificate).replace(
        '</md:KeyDescriptor>',
        `</md:KeyDescriptor>${keyOf(rolled)}`,
      );
      const response = await parse({ metadataXml: xml });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { idpCertificate: string };
      const blocks = body.idpCertificate.match(
        /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g,
      );
      expect(blocks?.map(base64Of)).toEqual([base64Of(certificate), base64Of(rolled)]);
    }, 60_000);

    it('downloads metadata from a URL, and says so when the URL does not answer', async () => {
      const fetched = await parse({ metadataUrl: `${serverUrl}/metadata` });
      expect(fetched.status).toBe(200);
      expect(await fetched.json()).toMatchObject({ idpEntityId: 'https://idp.acme.test/saml' });
      const missing = await parse({ metadataUrl: `${serverUrl}/nothing` });
      expect(missing.status).toBe(422);
      expect(((await missing.json()) as { message: string }).message).toContain('HTTP 404');
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const down = await parse({ metadataUrl: `http://127.0.0.1:${port}/metadata` });
      expect(down.status).toBe(422);
      expect(((await down.json()) as { message: string }).message).toMatch(
        /^metadataUrl: The metadata URL did not answer/,
      );
    });

    it.each([
      [
        'malformed XML',
        () => '<md:EntityDescriptor><oops></md:EntityDescriptor>',
        'not well-formed XML',
      ],
      [
        'service-provider metadata',
        () => idpMetadata(certificate, { role: 'SPSSODescriptor' }),
        'no IDPSSODescriptor',
      ],
      [
        'no signing certificate',
        () => idpMetadata(certificate, { withKey: false }),
        'no signing certificate',
      ],
      [
        'no HTTP-Redirect sign-in service',
        () => idpMetadata(certificate, { binding: 'HTTP-Artifact' }),
        'HTTP-Redirect',
      ],
    ])('refuses %s with 400 naming what is missing', async (_label, xml, expected) => {
      const response = await parse({ metadataXml: xml() });
      expect(response.status).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(message).toContain('metadataXml');
      expect(message).toContain(expected);
    });

    it('is for owners, and for the enterprise plan on the cloud edition', async () => {
      const admin = await addTeammate(setup.api, setup.owner, 'admin');
      expect((await parse({ metadataXml: idpMetadata(certificate) }, admin)).status).toBe(403);
      const cloud = await createTestApp(setup.database, { edition: 'cloud' });
      const refused = await parse(
        { metadataXml: idpMetadata(certificate) },
        setup.owner.token,
        cloud,
      );
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'plan_required', feature: 'sso' });
    });
  },
);
