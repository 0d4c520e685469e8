import { ClientError, ResponseBodyError } from 'openid-client';
import { privateNetworkRefusal } from '../outbound/private-network-refused.js';
import { OidcProviderUnavailable } from './oidc-configuration.js';
import { SsoSignInRefused } from './sso-sign-in-refused.js';

/** What a person is told when their provider does not answer (start or callback). */
export function providerDownMessage(issuer: string): string {
  let host = issuer;
  try {
    host = new URL(issuer).host;
  } catch {
    // The issuer is shown as stored.
  }
  return `Your identity provider at ${host} did not answer. Try again in a minute.`;
}

function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}

/**
 * Turns a failure of the code exchange or of the ID-token checks into the
 * refusal shown on `/login` and audited: a forged or mismatched nonce, an ID
 * token for another application or from another issuer, an expired token, a
 * code the provider will not exchange, or a provider that stopped answering.
 */
export function refusalOf(error: unknown, issuer: string): SsoSignInRefused {
  if (error instanceof SsoSignInRefused) return error;
  const refused = privateNetworkRefusal(error);
  if (refused) {
    return new SsoSignInRefused(
      'provider_unavailable',
      `Your identity provider cannot be reached: ${refused.message}.`,
    );
  }
  if (error instanceof OidcProviderUnavailable || isNetworkFailure(error)) {
    return new SsoSignInRefused('provider_unavailable', providerDownMessage(issuer));
  }
  if (error instanceof ResponseBodyError) {
    return new SsoSignInRefused(
      'code_exchange_refused',
      `Your identity provider refused to complete the sign-in (${error.error}). Start again from the sign-in page.`,
    );
  }
  if (error instanceof ClientError || error instanceof Error) {
    // openid-client wraps the check that failed; its cause names the claim (`"nonce"`, `"aud"`…).
    const cause = (error as { cause?: { message?: unknown; claim?: unknown } }).cause;
    const named = [
      cause?.message,
      typeof cause?.claim === 'string' ? `"${cause.claim}"` : undefined,
    ]
      .filter((part): part is string => typeof part === 'string')
      .join(' ');
    const text = named ? `${error.message} (${named})` : error.message;
    const code = (error as { code?: string }).code ?? '';
    if (/SIGNATURE/.test(code) || /signature verification failed/i.test(text)) {
      return new SsoSignInRefused(
        'bad_signature',
        "The identity provider's ID token signature does not verify against its published keys. Start again from the sign-in page; if this keeps happening, ask your administrator to check the provider.",
      );
    }
    if (/"nonce"/.test(text)) {
      return new SsoSignInRefused(
        'nonce_mismatch',
        'The identity provider answered a different sign-in than the one started here (nonce mismatch). Start again from the sign-in page.',
      );
    }
    if (/"aud"|"azp"/.test(text)) {
      return new SsoSignInRefused(
        'wrong_audience',
        'The identity provider sent a sign-in meant for another application (wrong audience).',
      );
    }
    if (/"iss"/.test(text)) {
      return new SsoSignInRefused(
        'wrong_issuer',
        'The sign-in was issued by another identity provider than the one configured (wrong issuer).',
      );
    }
    if (/TIMESTAMP/.test(code) || /"exp"|"iat"|expired/i.test(text)) {
      return new SsoSignInRefused(
        'token_expired',
        'The identity provider sent an expired sign-in. Check the clock of the provider and start again.',
      );
    }
    return new SsoSignInRefused(
      'invalid_response',
      `The identity provider's answer could not be verified (${text.slice(0, 200)}).`,
    );
  }
  return new SsoSignInRefused(
    'invalid_response',
    "The identity provider's answer could not be verified.",
  );
}
