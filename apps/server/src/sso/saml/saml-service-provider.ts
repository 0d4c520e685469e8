import { type CacheProvider, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { storedCertificatePems } from '../idp-certificate.js';
import type { SsoConnectionRow } from '../sso-connection-row.js';
import { samlServiceProviderUrls } from './saml-urls.js';

/** The NameID format Lookout asks for: the person's email address. */
export const samlEmailNameIdFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** How far the identity provider's clock may be from ours when checking NotBefore/NotOnOrAfter. */
export const samlClockSkewMs = 60_000;

/** A cache that knows no request: for routes that neither start nor finish a sign-in. */
const noRequests: CacheProvider = {
  saveAsync: async () => null,
  getAsync: async () => null,
  removeAsync: async () => null,
};

/**
 * The node-saml service provider of one connection. Every check on a response
 * (signature with the connection's certificate, audience, NotBefore and
 * NotOnOrAfter, InResponseTo) is node-saml's; `requests` is where it records
 * the AuthnRequest id it sends and looks up the InResponseTo it receives.
 */
export function samlServiceProvider(
  appUrl: string,
  connection: Pick<
    SsoConnectionRow,
    'id' | 'saml_idp_sso_url' | 'saml_idp_certificate' | 'saml_idp_entity_id'
  >,
  requests: CacheProvider = noRequests,
): SAML {
  const urls = samlServiceProviderUrls(appUrl, connection.id);
  return new SAML({
    issuer: urls.spEntityId,
    callbackUrl: urls.acsUrl,
    audience: urls.spEntityId,
    entryPoint: connection.saml_idp_sso_url ?? '',
    // Every listed signing certificate verifies (an identity provider rolling its key signs with either).
    idpCert: storedCertificatePems(connection.saml_idp_certificate),
    idpIssuer: connection.saml_idp_entity_id ?? undefined,
    identifierFormat: samlEmailNameIdFormat,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 10 * 60_000,
    acceptedClockSkewMs: samlClockSkewMs,
    disableRequestedAuthnContext: true,
    cacheProvider: requests,
  });
}
