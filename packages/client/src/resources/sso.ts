import {
  type DiscoverSsoResponse,
  discoverSsoResponseSchema,
  type ExchangeSsoCodeResponse,
  exchangeSsoCodeResponseSchema,
  type GetSsoConnectionResponse,
  getSsoConnectionResponseSchema,
  type ParseSamlMetadataResponse,
  type parseSamlMetadataBodySchema,
  parseSamlMetadataResponseSchema,
  type putSsoConnectionBodySchema,
  type SsoConnection,
  ssoConnectionSchema,
} from '@lookout/domain';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/orgs/sso`: the org's single sign-on connection, or null (owner, enterprise). */
export function getSsoConnection(
  http: HttpClient,
  options?: CallOptions,
): Promise<GetSsoConnectionResponse> {
  return http.get('/orgs/sso', { ...options, schema: getSsoConnectionResponseSchema });
}

/**
 * `PUT /v1/orgs/sso`: creates or replaces the connection; an OIDC issuer is checked first.
 * @example await putSsoConnection(http, { protocol: 'oidc', issuer, clientId, clientSecret, allowedDomains: ['acme.com'] });
 */
export function putSsoConnection(
  http: HttpClient,
  body: InputOf<typeof putSsoConnectionBodySchema>,
  options?: CallOptions,
): Promise<SsoConnection> {
  return http.put('/orgs/sso', body, { ...options, schema: ssoConnectionSchema });
}

/** `DELETE /v1/orgs/sso`: members sign in with passwords again. */
export async function deleteSsoConnection(http: HttpClient, options?: CallOptions): Promise<void> {
  await http.delete('/orgs/sso', options);
}

/** `POST /v1/orgs/sso/parse-saml-metadata`: reads an IdP metadata XML (or URL) into SAML settings. */
export function parseSamlMetadata(
  http: HttpClient,
  body: InputOf<typeof parseSamlMetadataBodySchema>,
  options?: CallOptions,
): Promise<ParseSamlMetadataResponse> {
  return http.post('/orgs/sso/parse-saml-metadata', body, {
    ...options,
    schema: parseSamlMetadataResponseSchema,
  });
}

/** `POST /auth/sso/discover`: whether an email signs in with its organization's provider. */
export function discoverSso(
  http: HttpClient,
  body: { email: string },
  options?: CallOptions,
): Promise<DiscoverSsoResponse> {
  return http.post('/auth/sso/discover', body, { ...options, schema: discoverSsoResponseSchema });
}

/** `POST /auth/sso/exchange`: the one-time code of `/login/sso?code=` becomes a session token. */
export function exchangeSsoCode(
  http: HttpClient,
  body: { code: string },
  options?: CallOptions,
): Promise<ExchangeSsoCodeResponse> {
  return http.post('/auth/sso/exchange', body, {
    ...options,
    schema: exchangeSsoCodeResponseSchema,
  });
}
