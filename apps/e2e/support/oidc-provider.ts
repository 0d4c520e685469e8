/**
 * The OpenID Connect test provider the server's build ships for tests
 * (apps/server/src/testing/oidc-test-provider.ts): a real `oidc-provider` on
 * 127.0.0.1 with its development sign-in and consent pages. The parts a spec uses.
 */
export interface OidcTestProvider {
  issuer: string;
  registerClient(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  /** What the provider says about the person who signs in as `login`. */
  setIdentity(
    login: string,
    identity: { email?: string; email_verified?: boolean; name?: string },
  ): void;
  close(): Promise<void>;
}

interface OidcTestProviderModule {
  startOidcTestProvider(): Promise<OidcTestProvider>;
}

/** Starts the provider on a free port of 127.0.0.1, from the server's `dist/` (build the server first). */
export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const module = (await import(
    new URL('../../server/dist/testing/oidc-test-provider.js', import.meta.url).href
  )) as OidcTestProviderModule;
  return module.startOidcTestProvider();
}
