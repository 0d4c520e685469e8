import type { Role, SsoConnection, SsoProtocol } from '@lookout/domain';
import { storedCertificateFingerprints } from './idp-certificate.js';
import type { SsoConnectionRow } from './sso-connection-row.js';

/** The absolute URLs an identity provider must be told about a connection. */
export function ssoConnectionUrls(appUrl: string, id: string) {
  const base = `${appUrl}/auth/sso/${id}`;
  return {
    redirectUri: `${base}/oidc/callback`,
    acsUrl: `${base}/saml/acs`,
    spEntityId: `${base}/saml/metadata`,
    spMetadataUrl: `${base}/saml/metadata`,
  };
}

/**
 * The owner's view of a stored connection: never the client secret. `inPlan` says whether the
 * org's plan includes single sign-on (`ssoInPlan`).
 */
export function toSsoConnection(
  row: SsoConnectionRow,
  appUrl: string,
  inPlan: boolean,
): SsoConnection {
  const urls = ssoConnectionUrls(appUrl, row.id);
  return {
    id: row.id,
    orgId: row.org_id,
    protocol: row.protocol as SsoProtocol,
    enabled: row.enabled,
    required: row.required,
    allowedDomains: [...row.domains].sort(),
    defaultRole: row.default_role as Role,
    oidc:
      row.protocol === 'oidc'
        ? {
            issuer: row.oidc_issuer ?? '',
            clientId: row.oidc_client_id ?? '',
            hasClientSecret: row.encrypted_oidc_client_secret !== null,
            redirectUri: urls.redirectUri,
          }
        : null,
    saml:
      row.protocol === 'saml'
        ? {
            idpEntityId: row.saml_idp_entity_id ?? '',
            idpSsoUrl: row.saml_idp_sso_url ?? '',
            certificateFingerprints: storedCertificateFingerprints(row.saml_idp_certificate),
            spEntityId: urls.spEntityId,
            acsUrl: urls.acsUrl,
            spMetadataUrl: urls.spMetadataUrl,
          }
        : null,
    inPlan,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The associated data of a sealed client secret: a ciphertext moved to another row does not open. */
export const oidcSecretBinding = (orgId: string, connectionId: string): string =>
  `sso-oidc-client-secret:${orgId}:${connectionId}`;
