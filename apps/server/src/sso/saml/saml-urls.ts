/** The URLs of Lookout's SAML service provider for one connection, all on `appUrl`. */
export interface SamlServiceProviderUrls {
  /** Lookout's entity ID: the audience the identity provider must put in its assertions. */
  spEntityId: string;
  /** The Assertion Consumer Service (HTTP-POST binding): Destination and Recipient of responses. */
  acsUrl: string;
  /** Lookout's service-provider metadata XML; the same URL as the entity ID. */
  metadataUrl: string;
}

/**
 * @example samlServiceProviderUrls('https://lookout.acme.com', id).acsUrl
 *   // 'https://lookout.acme.com/auth/sso/<id>/saml/acs'
 */
export function samlServiceProviderUrls(
  appUrl: string,
  connectionId: string,
): SamlServiceProviderUrls {
  const base = `${appUrl.replace(/\/+$/, '')}/auth/sso/${connectionId}/saml`;
  return { spEntityId: `${base}/metadata`, acsUrl: `${base}/acs`, metadataUrl: `${base}/metadata` };
}
