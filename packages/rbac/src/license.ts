import type { GatingContext, LicenseInfo } from './gating-context.js';

/**
 * True when a self-hosted licence has run out at `now` (SPEC §4: 'License expired', then sign-out).
 * No licence is not an expired one; an unreadable expiry date counts as expired.
 *
 * @example isLicenseExpired({ evalEnabled: true, expiresAt: '2024-01-01T00:00:00Z' }, new Date()) // true
 */
export function isLicenseExpired(license: LicenseInfo | null, now: Date): boolean {
  if (license === null) return false;
  const expiresAt = Date.parse(license.expiresAt);
  if (Number.isNaN(expiresAt)) return true;
  return now.getTime() >= expiresAt;
}

/**
 * True when the install may use licensed evaluation features: always on cloud, and on self-hosted
 * only with a licence that has `evalEnabled`.
 */
export function hasEvalLicense(context: Pick<GatingContext, 'edition' | 'license'>): boolean {
  return context.edition === 'cloud' || context.license?.evalEnabled === true;
}
