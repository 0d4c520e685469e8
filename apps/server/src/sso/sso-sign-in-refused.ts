/**
 * An SSO response Lookout will not sign anyone in with: a bad signature,
 * audience or time, a replay, a state or nonce mismatch, an email outside the
 * allowed domains. `message` is shown to the person on `/login`; `reason` is
 * the short code written to the audit log.
 * @example throw new SsoSignInRefused('wrong_audience', 'The identity provider sent a response meant for another application.')
 */
export class SsoSignInRefused extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'SsoSignInRefused';
  }
}
