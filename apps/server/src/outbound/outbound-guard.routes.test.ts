import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcTestProvider, startOidcTestProvider } from '../testing/oidc-test-provider.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { json } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const cloudOnlyPublic = 'the cloud edition only calls public addresses';

describe.each(testDatabaseTargets())(
  'user-given URLs refused on private networks on $kind',
  (target) => {
    let setup: SignedUpApp;
    let provider: OidcTestProvider;
    let receiver: Server;
    let receiverUrl: string;
    let received = 0;

    beforeAll(async () => {
      // The guard on, as on the cloud edition (the setting, not the edition, decides).
      setup = await openSignedUpApp(target, { outboundPrivateNetwork: 'refuse', betaOrgs: 'all' });
      provider = await startOidcTestProvider();
      receiver = createServer((_request, response) => {
        received += 1;
        response.writeHead(200).end('ok');
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    }, 120_000);
    afterAll(async () => {
      await new Promise((resolve) => receiver?.close(resolve));
      await provider?.close();
      await setup?.database.close();
    });

    const putOidc = (issuer: string) =>
      setup.api.call('PUT', '/v1/orgs/sso', {
        token: setup.owner.token,
        body: {
          protocol: 'oidc',
          issuer,
          clientId: 'lookout',
          clientSecret: 'a-client-secret-of-the-tests',
          allowedDomains: ['acme.test'],
          defaultRole: 'member',
          required: false,
        },
      });

    it('refuses an OIDC issuer on this machine when saving SSO, naming the address, storing nothing', async () => {
      const literal = await putOidc(provider.issuer);
      expect(literal.status).toBe(422);
      const literalBody = (await literal.json()) as { message: string };
      expect(literalBody.message).toContain('issuer: 127.0.0.1 is a private network address');
      expect(literalBody.message).toContain(cloudOnlyPublic);
      const named = await putOidc(provider.issuer.replace('127.0.0.1', 'localhost'));
      expect(named.status).toBe(422);
      expect(((await named.json()) as { message: string }).message).toContain(
        'localhost resolves to a private network address (',
      );
      const metadata = await putOidc('https://169.254.169.254/');
      expect(metadata.status).toBe(422);
      expect(((await metadata.json()) as { message: string }).message).toContain(
        '169.254.169.254 is a private network address',
      );
      const stored = await setup.api.call('GET', '/v1/orgs/sso', { token: setup.owner.token });
      expect(await stored.json()).toBeNull();
    });

    it('refuses a SAML metadata URL on a private address with 422 naming the host', async () => {
      for (const [url, message] of [
        [
          'http://169.254.169.254/latest/meta-data/',
          '169.254.169.254 is a private network address',
        ],
        [`${receiverUrl}/metadata`, '127.0.0.1 is a private network address'],
        [
          `${receiverUrl.replace('127.0.0.1', 'localhost')}/metadata`,
          'localhost resolves to a private network address (',
        ],
      ] as const) {
        const response = await setup.api.call('POST', '/v1/orgs/sso/parse-saml-metadata', {
          token: setup.owner.token,
          body: { metadataUrl: url },
        });
        expect(response.status).toBe(422);
        const body = (await response.json()) as { message: string };
        expect(body.message).toContain(`metadataUrl: The metadata URL is refused: ${message}`);
        expect(body.message).toContain(cloudOnlyPublic);
      }
    });

    it('answers a refused webhook in the alert test, sending nothing', async () => {
      const scoped = (path: string) => `${path}?projectId=${setup.owner.projectId}`;
      const alert = await json<{ id: string }>(
        setup.api.call('POST', scoped('/v1/alerts'), {
          token: setup.owner.token,
          body: {
            name: 'Error rate',
            metric: 'error_rate',
            windowMinutes: 5,
            threshold: 0.1,
            emails: [],
            webhook: { url: `${receiverUrl}/hook`, format: 'json' },
          },
        }),
      );
      const tested = await json<{ results: { channel: string; ok: boolean; detail: string }[] }>(
        setup.api.call('POST', scoped(`/v1/alerts/${alert.id}/test`), {
          token: setup.owner.token,
        }),
      );
      expect(tested.results).toEqual([
        expect.objectContaining({
          channel: 'webhook',
          ok: false,
          detail: expect.stringContaining('127.0.0.1 is a private network address'),
        }),
      ]);
      expect(received).toBe(0);
    });
  },
);
