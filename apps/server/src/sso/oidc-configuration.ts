import * as oidc from 'openid-client';
import type { OutboundFetch } from '../outbound/outbound-fetch.js';
import {
  type PrivateNetworkRefused,
  privateNetworkRefusal,
} from '../outbound/private-network-refused.js';

/** How long one discovery document is reused before it is read again. */
const discoveryTtlMs = 60_000;
/** Seconds Lookout waits for the provider (discovery, token, userinfo) before giving up. */
export const oidcTimeoutSeconds = 5;

/** The identity provider did not answer, or not with an OpenID Connect discovery document. */
export class OidcProviderUnavailable extends Error {
  constructor(
    readonly issuer: string,
    readonly detail: string,
    /** Set when the outbound guard refused the issuer's address (the cloud edition). */
    readonly refused?: PrivateNetworkRefused,
  ) {
    super(
      refused
        ? `The identity provider at ${issuer} is refused: ${refused.message}.`
        : `The identity provider at ${issuer} did not answer (${detail}).`,
      refused ? { cause: refused } : undefined,
    );
    this.name = 'OidcProviderUnavailable';
  }
}

/** What an OIDC sign-in needs to reach one provider as one client. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Plain HTTP is allowed only for a provider on this machine (development and tests). */
function isLocalHost(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** `client_secret_basic` (the protocol's default) unless the provider only takes `client_secret_post`. */
function clientAuthentication(server: oidc.ServerMetadata, secret: string): oidc.ClientAuth {
  const supported = server.token_endpoint_auth_methods_supported;
  if (
    supported &&
    !supported.includes('client_secret_basic') &&
    supported.includes('client_secret_post')
  )
    return oidc.ClientSecretPost(secret);
  return oidc.ClientSecretBasic(secret);
}

const cache = new Map<string, { at: number; server: oidc.ServerMetadata }>();

/** Why a discovery failed, in a few words for an owner or a person signing in. */
function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer in time';
    if (cause instanceof Error && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET/.test(cause.message))
      return 'connection refused or host unknown';
    if (/fetch failed/i.test(error.message)) return 'connection failed';
    return error.message.slice(0, 200);
  }
  return 'unknown error';
}

/**
 * The openid-client configuration of a provider and client: its discovery
 * document (`/.well-known/openid-configuration`, reused for a minute per
 * issuer) with the client's id and secret. Throws {@link OidcProviderUnavailable}
 * when the issuer does not answer in time, answers something else, or its
 * address is refused by `options.fetch` (the server's outbound fetch, also
 * used for the token and userinfo calls). ID-token
 * signatures are verified against the provider's keys (non-repudiation checks).
 */
export async function oidcConfiguration(
  settings: OidcClientSettings,
  options: { fresh?: boolean; fetch?: OutboundFetch } = {},
): Promise<oidc.Configuration> {
  const issuerUrl = new URL(settings.issuer);
  const insecure = issuerUrl.protocol === 'http:' && isLocalHost(issuerUrl);
  const cached = cache.get(settings.issuer);
  let server =
    !options.fresh && cached && Date.now() - cached.at < discoveryTtlMs ? cached.server : undefined;
  if (!server) {
    try {
      const discovered = await oidc.discovery(issuerUrl, settings.clientId, undefined, undefined, {
        timeout: oidcTimeoutSeconds,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
      });
      server = { ...discovered.serverMetadata() };
    } catch (error) {
      const refused = privateNetworkRefusal(error);
      throw new OidcProviderUnavailable(
        settings.issuer,
        refused ? refused.message : describeFailure(error),
        refused,
      );
    }
    cache.set(settings.issuer, { at: Date.now(), server });
  }
  const configuration = new oidc.Configuration(
    server,
    settings.clientId,
    undefined,
    clientAuthentication(server, settings.clientSecret),
  );
  configuration.timeout = oidcTimeoutSeconds;
  if (options.fetch) configuration[oidc.customFetch] = options.fetch;
  if (insecure) oidc.allowInsecureRequests(configuration);
  // openid-client trusts an ID token from the token endpoint on the strength of TLS alone;
  // Lookout also checks its signature against the provider's published keys (jwks_uri).
  oidc.enableNonRepudiationChecks(configuration);
  return configuration;
}

/** Forgets the cached discovery of `issuer` (after its settings change). */
export function forgetOidcDiscovery(issuer: string): void {
  cache.delete(issuer);
}
