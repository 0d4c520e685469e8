import type { Profile } from '@node-saml/node-saml';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SsoIdentity } from '../complete-sso-sign-in.js';
import type { SsoConnectionRow } from '../sso-connection-row.js';
import { SsoSignInRefused } from '../sso-sign-in-refused.js';
import { samlIdentity } from './saml-identity.js';
import { consumeSamlLoginState } from './saml-login-state.js';
import { samlRefusal } from './saml-refusal.js';
import { recordSeenAssertion } from './saml-seen-assertion.js';
import { samlServiceProvider } from './saml-service-provider.js';
import { samlServiceProviderUrls } from './saml-urls.js';
import { attribute, children, readXml, type XmlElement } from './xml-document.js';

/** The form an identity provider posts to the ACS (HTTP-POST binding). */
export interface SamlPostForm {
  SAMLResponse?: string | undefined;
  RelayState?: string | undefined;
}

const restart = 'Start again from the Lookout sign-in page.';
const bearer = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/** The root element `name` of XML node-saml already read and verified. */
function rootOf(xml: string | undefined, name: string): XmlElement | undefined {
  const read = readXml(xml ?? '');
  return 'root' in read ? children(read.root, name)[0] : undefined;
}

/**
 * The checks node-saml leaves to the service provider, on what it verified:
 * the assertion's Issuer is the connection's identity provider, the Response
 * Destination (when sent) and the bearer SubjectConfirmationData Recipient
 * are this ACS. Answers the assertion id and until when it could be replayed.
 */
function checkVerifiedAssertion(
  profile: Profile,
  connection: Pick<SsoConnectionRow, 'saml_idp_entity_id'>,
  acsUrl: string,
): { assertionId: string; expiresAt: Date } {
  if (profile.issuer !== connection.saml_idp_entity_id) {
    throw new SsoSignInRefused(
      'wrong_issuer',
      `The response comes from ${profile.issuer || 'an unnamed identity provider'}, not from the identity provider configured for this organization.`,
    );
  }
  const response = rootOf(profile.getSamlResponseXml?.(), 'Response');
  const destination = attribute(response, 'Destination');
  if (destination !== undefined && destination !== acsUrl) {
    throw new SsoSignInRefused(
      'wrong_destination',
      `The identity provider sent the response to ${destination}, not to this Lookout (${acsUrl}). Check the ACS URL registered at the identity provider.`,
    );
  }
  const assertion = rootOf(profile.getAssertionXml?.(), 'Assertion');
  const confirmations = children(assertion, 'Subject')
    .flatMap((subject) => children(subject, 'SubjectConfirmation'))
    .filter((confirmation) => attribute(confirmation, 'Method') === bearer)
    .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'));
  const recipients = confirmations.map((data) => attribute(data, 'Recipient'));
  if (recipients.length === 0 || recipients.some((recipient) => recipient !== acsUrl)) {
    throw new SsoSignInRefused(
      'wrong_recipient',
      `The identity provider's assertion is meant for ${recipients.find(Boolean) ?? 'no named recipient'}, not for this Lookout (${acsUrl}). Check the ACS URL registered at the identity provider.`,
    );
  }
  const assertionId = attribute(assertion, 'ID');
  const expiries = [
    ...confirmations.map((data) => attribute(data, 'NotOnOrAfter')),
    ...children(assertion, 'Conditions').map((conditions) => attribute(conditions, 'NotOnOrAfter')),
  ]
    .map((value) => Date.parse(value ?? ''))
    .filter((value) => Number.isFinite(value));
  if (!assertionId || expiries.length === 0) {
    throw new SsoSignInRefused(
      'invalid_response',
      `The identity provider's assertion has no ID or no NotOnOrAfter, so Lookout cannot tell a replay. ${restart}`,
    );
  }
  return { assertionId, expiresAt: new Date(Math.max(...expiries)) };
}

/**
 * Checks a response posted to the ACS of `connection` and answers who it
 * names. The RelayState must be one Lookout handed out for this connection
 * (single use, 10 minutes); node-saml then checks the signature against the
 * connection's certificate, the audience, NotBefore/NotOnOrAfter and that
 * InResponseTo is that sign-in's AuthnRequest (so a response the identity
 * provider started on its own is refused); then the Issuer, Destination and
 * Recipient are checked and the assertion id is recorded so a replay is
 * refused. Throws {@link SsoSignInRefused} with the reason otherwise.
 */
export async function verifySamlResponse(
  db: Kysely<Database>,
  appUrl: string,
  connection: SsoConnectionRow,
  form: SamlPostForm,
): Promise<SsoIdentity> {
  if (!form.SAMLResponse) {
    throw new SsoSignInRefused(
      'missing_response',
      `The identity provider did not send a SAML response. ${restart}`,
    );
  }
  if (!form.RelayState) {
    throw new SsoSignInRefused(
      'missing_state',
      `This sign-in was not started from Lookout (sign-in started at the identity provider is not supported). ${restart}`,
    );
  }
  const started = await consumeSamlLoginState(db, connection.id, form.RelayState);
  if (!started) {
    throw new SsoSignInRefused(
      'invalid_state',
      `This sign-in has expired, was already used, or was not started from this browser. ${restart}`,
    );
  }
  const startedAt = started.startedAt.toISOString();
  const provider = samlServiceProvider(appUrl, connection, {
    saveAsync: async () => null,
    getAsync: async (key) => (key === started.requestId ? startedAt : null),
    removeAsync: async () => null,
  });
  let profile: Profile | null;
  try {
    ({ profile } = await provider.validatePostResponseAsync({ SAMLResponse: form.SAMLResponse }));
  } catch (error) {
    throw samlRefusal(error);
  }
  if (!profile) throw samlRefusal(new Error('No assertion in the response'));
  const { acsUrl } = samlServiceProviderUrls(appUrl, connection.id);
  const { assertionId, expiresAt } = checkVerifiedAssertion(profile, connection, acsUrl);
  if (!(await recordSeenAssertion(db, connection.id, assertionId, expiresAt))) {
    throw new SsoSignInRefused(
      'replayed_assertion',
      `This identity provider response was already used to sign in. ${restart}`,
    );
  }
  return samlIdentity(profile);
}
