import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header with the Unix time (seconds) the webhook was signed at. */
export const timestampHeader = 'X-Lookout-Timestamp';
/** Header with `sha256=` and the hex HMAC-SHA256 of `{timestamp}.{body}` keyed with the secret. */
export const signatureHeader = 'X-Lookout-Signature';

/**
 * The signing scheme of alert webhooks. Each POST carries:
 * - `X-Lookout-Timestamp`: the Unix time in seconds when it was sent;
 * - `X-Lookout-Signature`: `sha256=` followed by the lower-case hex
 *   HMAC-SHA256, keyed with the alert's webhook secret, of the timestamp, a
 *   dot and the raw request body (`{timestamp}.{body}`).
 * A receiver recomputes it over the raw body, compares in constant time and
 * refuses timestamps more than a few minutes old (replays).
 * @example signWebhook('whsec_…', '{"type":"alert.fired"}', 1767225600) // 'sha256=5f1c…'
 */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `sha256=${mac}`;
}

/** Whether `signature` is the scheme's signature of `body` at `timestamp` with `secret`. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  timestamp: string | number,
  signature: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, body, Number(timestamp)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A new webhook secret: `whsec_` and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
