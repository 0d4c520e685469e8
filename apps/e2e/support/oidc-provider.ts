import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error: oidc-provider ships JavaScript without types; the spec uses its constructor and callback only.
import Provider from 'oidc-provider';

/** A real OpenID Connect provider on 127.0.0.1 with its development sign-in pages, for the browser flow. */
export interface BrowserOidcProvider {
  issuer: string;
  registerClient(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  /** The email (verified) and name released for the person who signs in as `login`. */
  setIdentity(login: string, identity: { email: string; name: string }): void;
  close(): Promise<void>;
}

export async function startBrowserOidcProvider(): Promise<BrowserOidcProvider> {
  const clients = new Map<string, Record<string, unknown>>();
  const identities = new Map<string, { email: string; name: string }>();
  const store = new Map<string, Record<string, unknown>>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    adapter: (model: string) => ({
      async upsert(id: string, payload: Record<string, unknown>) {
        store.set(`${model}:${id}`, payload);
      },
      async find(id: string) {
        return model === 'Client' ? clients.get(id) : store.get(`${model}:${id}`);
      },
      async findByUid(uid: string) {
        for (const [key, value] of store)
          if (key.startsWith(`${model}:`) && value.uid === uid) return value;
        return undefined;
      },
      async findByUserCode() {
        return undefined;
      },
      async consume(id: string) {
        const found = store.get(`${model}:${id}`);
        if (found) found.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id: string) {
        store.delete(`${model}:${id}`);
      },
      async revokeByGrantId(grantId: string) {
        for (const [key, value] of store) if (value.grantId === grantId) store.delete(key);
      },
    }),
    cookies: { keys: ['lookout-e2e-only-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        async claims() {
          const identity = identities.get(sub);
          return { sub, ...identity, ...(identity ? { email_verified: true } : {}) };
        },
      };
    },
  });
  provider.on('server_error', () => {});
  server.on('request', provider.callback());
  return {
    issuer,
    registerClient({ clientId, clientSecret, redirectUri }) {
      clients.set(clientId, {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      });
    },
    setIdentity(login, identity) {
      identities.set(login, identity);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
