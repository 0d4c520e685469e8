import type { Profile } from '@node-saml/node-saml';
import type { SsoIdentity } from '../complete-sso-sign-in.js';
import { samlEmailNameIdFormat } from './saml-service-provider.js';

const claims = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';

/** Attribute names identity providers put the email in (Okta, Entra ID, Google, Keycloak, LDAP OIDs). */
const emailAttributes = ['email', 'mail', 'emailAddress', `${claims}/emailaddress`];
/** Attribute names of a display name, then of the given name and surname. */
const nameAttributes = [
  'displayName',
  'name',
  'urn:oid:2.16.840.1.113730.3.1.241',
  'http://schemas.microsoft.com/identity/claims/displayname',
];
const givenNameAttributes = ['givenName', 'firstName', 'urn:oid:2.5.4.42', `${claims}/givenname`];
const surnameAttributes = ['sn', 'surname', 'lastName', 'urn:oid:2.5.4.4', `${claims}/surname`];

const firstText = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
};

function attribute(profile: Profile, names: readonly string[]): string | null {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const value = firstText(attributes[name]);
    if (value) return value;
  }
  return null;
}

/**
 * Who a verified SAML assertion names: the email from the NameID when its
 * format is emailAddress, else from an email attribute (`mail`, `email`, …);
 * the name from a display-name attribute, else given name and surname.
 * `email` is empty when the provider sent none (refused by the sign-in core).
 */
export function samlIdentity(profile: Profile): SsoIdentity {
  const nameIdEmail =
    profile.nameIDFormat === samlEmailNameIdFormat ? firstText(profile.nameID) : null;
  const email =
    nameIdEmail ?? firstText(profile.email) ?? attribute(profile, emailAttributes) ?? '';
  const fullName =
    attribute(profile, nameAttributes) ??
    ([attribute(profile, givenNameAttributes), attribute(profile, surnameAttributes)]
      .filter(Boolean)
      .join(' ') ||
      null);
  return { email, name: fullName };
}
