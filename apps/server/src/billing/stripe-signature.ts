import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed webhook may be, against replays. */
const toleranceSeconds = 300;

/**
 * Checks a `Stripe-Signature` header (`t=…,v1=…`) over the raw body with the
 * endpoint's signing secret: HMAC-SHA256 of `${t}.${body}`, within 5 minutes.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=') as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isFinite(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Signs a body like Stripe does (for tests and local tooling). */
export function signStripePayload(rawBody: string, secret: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
