import { SamlStatusError } from '@node-saml/node-saml';
import { SsoSignInRefused } from '../sso-sign-in-refused.js';

const restart = 'Start again from the Lookout sign-in page.';

/**
 * Turns an error node-saml raised while checking a response into the refusal
 * shown on `/login` and audited. Every such error is about the response the
 * browser brought (forged, stale, meant for someone else), never a server
 * fault, so all are refusals; the known ones get a precise reason.
 */
export function samlRefusal(error: unknown): SsoSignInRefused {
  if (error instanceof SamlStatusError) {
    return new SsoSignInRefused(
      'idp_error',
      `Your identity provider did not sign you in (${error.message.replace(/^SAML provider returned /, '')}).`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/InResponseTo/i.test(message)) {
    return new SsoSignInRefused(
      'in_response_to_mismatch',
      `The identity provider's response does not answer the sign-in Lookout started. ${restart}`,
    );
  }
  if (/signature/i.test(message) || /assertion from signed data/i.test(message)) {
    return new SsoSignInRefused(
      'invalid_signature',
      "The identity provider's response is not signed with the certificate configured for this organization.",
    );
  }
  if (/audience/i.test(message)) {
    return new SsoSignInRefused(
      'wrong_audience',
      'The identity provider sent a response meant for another application (wrong audience).',
    );
  }
  // A bearer confirmation whose NotBefore/NotOnOrAfter window has passed (or not begun).
  if (/expired/i.test(message) || /no valid subject confirmation/i.test(message)) {
    return new SsoSignInRefused(
      'assertion_expired',
      `The identity provider's response has expired. ${restart}`,
    );
  }
  if (/not yet valid/i.test(message)) {
    return new SsoSignInRefused(
      'assertion_not_yet_valid',
      "The identity provider's response is not valid yet: check the clocks of the identity provider and of Lookout.",
    );
  }
  return new SsoSignInRefused(
    'invalid_response',
    `The identity provider's response could not be read as a SAML response. ${restart}`,
  );
}
