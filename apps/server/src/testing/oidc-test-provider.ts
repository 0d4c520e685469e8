import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcAdapter } from 'oidc-provider';

/** Claims the test provider releases for one login name (the name is the subject). */
export interface TestIdentity {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1, for tests. */
export interface OidcTestProvider {
  issuer: string;
  /** Registers (or replaces) a confidential client allowed to use `redirectUri`. */
  registerClient(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  /** What the provider says about the person who signs in as `login`. */
  setIdentity(login: string, identity: TestIdentity): void;
  /**
   * Follows an authorization URL through the provider's own sign-in and consent
   * pages as a browser would (cookies, forms), signing in as `login`; answers
   * the URL the provider sends the browser back to (the client's callback).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  /**
   * How the provider issues its next ID tokens (until set back to `null`): already
   * expired, for another client (audience), or with a broken signature. The token is
   * still made and signed by the provider; only its `exp`, `aud` or signature differ.
   */
  issueIdTokens(fault: IdTokenFault | null): void;
  close(): Promise<void>;
}

/** A fault the test provider can put in the ID tokens it issues. */
export type IdTokenFault = 'expired' | 'other-audience' | 'bad-signature';

type IssueIdToken = (
  this: { client: unknown },
  options?: Record<string, unknown>,
) => Promise<string>;

/** Wraps the provider's ID-token issuing so `fault()` can change the next tokens. */
function faultyIdTokens(provider: Provider, fault: () => IdTokenFault | null): void {
  const prototype = (provider as unknown as { IdToken: { prototype: { issue: IssueIdToken } } })
    .IdToken.prototype;
  const issue = prototype.issue;
  prototype.issue = async function (this: { client: unknown }, options = {}) {
    const current = fault();
    if (options.use !== 'idtoken' || current === null) return issue.call(this, options);
    if (current === 'expired') {
      // Expired ten minutes ago: past any clock tolerance.
      return issue.call(this, { ...options, expiresAt: Math.floor(Date.now() / 1000) - 600 });
    }
    if (current === 'other-audience') {
      const client = this.client;
      this.client = Object.create(client as object, { clientId: { value: 'another-application' } });
      try {
        return await issue.call(this, options);
      } finally {
        this.client = client;
      }
    }
    const token = await issue.call(this, options);
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    return `${header}.${payload}.${flipped}`;
  };
}

/** A small in-memory store for the provider's models, with clients from `clients`. */
function adapterFactory(clients: Map<string, Record<string, unknown>>) {
  const store = new Map<string, Record<string, unknown>>();
  return (model: string): OidcAdapter => ({
    async upsert(id, payload) {
      store.set(`${model}:${id}`, payload);
    },
    async find(id) {
      if (model === 'Client') return clients.get(id);
      return store.get(`${model}:${id}`);
    },
    async findByUid(uid) {
      for (const [key, value] of store)
        if (key.startsWith(`${model}:`) && value.uid === uid) return value;
      return undefined;
    },
    async findByUserCode() {
      return undefined;
    },
    async consume(id) {
      const found = store.get(`${model}:${id}`);
      if (found) found.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      store.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId) {
      for (const [key, value] of store) if (value.grantId === grantId) store.delete(key);
    },
  });
}

/** A browser's cookies, one jar for one provider origin (paths ignored: one test, one origin). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Starts the provider on a free port of 127.0.0.1. */
export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const clients = new Map<string, Record<string, unknown>>();
  const identities = new Map<string, TestIdentity>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    adapter: adapterFactory(clients),
    cookies: { keys: ['lookout-tests-only-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        async claims() {
          return { sub, ...(identities.get(sub) ?? {}) };
        },
      };
    },
  });
  let idTokenFault: IdTokenFault | null = null;
  faultyIdTokens(provider, () => idTokenFault);
  // The provider warns about its development keys and pages: expected in tests.
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
    issueIdTokens(fault) {
      idTokenFault = fault;
    },
    async signIn(authorizationUrl, login) {
      const jar = new CookieJar();
      let url = new URL(authorizationUrl);
      let body: URLSearchParams | undefined;
      for (let hop = 0; hop < 20; hop += 1) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          method: body ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: jar.header(),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(body ? { body } : {}),
          signal: AbortSignal.timeout(5000),
        });
        jar.store(response);
        body = undefined;
        const location = response.headers.get('location');
        if (location) {
          url = new URL(location, url);
          continue;
        }
        const page = await response.text();
        const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
        if (!action)
          throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
        url = new URL(action.replace(/&amp;/g, '&'), url);
        body = /name="login"/.test(page)
          ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
          : new URLSearchParams({ prompt: 'consent' });
      }
      throw new Error('The provider kept redirecting');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
