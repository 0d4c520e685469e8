import { describe, expect, it } from 'vitest';
import { hasEvalLicense, isLicenseExpired } from './license.js';

const license = { evalEnabled: true, expiresAt: '2026-03-01T00:00:00.000Z' };

describe('isLicenseExpired', () => {
  it('is false before the expiry date', () => {
    expect(isLicenseExpired(license, new Date('2026-02-28T23:59:59.999Z'))).toBe(false);
  });

  it('is true from the expiry instant on', () => {
    expect(isLicenseExpired(license, new Date('2026-03-01T00:00:00.000Z'))).toBe(true);
    expect(isLicenseExpired(license, new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('treats an unreadable expiry date as expired', () => {
    expect(isLicenseExpired({ evalEnabled: true, expiresAt: 'soon' }, new Date(0))).toBe(true);
    expect(isLicenseExpired({ evalEnabled: true, expiresAt: '' }, new Date(0))).toBe(true);
  });

  it('is false when there is no licence at all', () => {
    expect(isLicenseExpired(null, new Date())).toBe(false);
  });
});

describe('hasEvalLicense', () => {
  it('is always true on cloud', () => {
    expect(hasEvalLicense({ edition: 'cloud', license: null })).toBe(true);
  });

  it('needs evalEnabled on self-hosted', () => {
    expect(hasEvalLicense({ edition: 'self-hosted', license })).toBe(true);
    expect(
      hasEvalLicense({ edition: 'self-hosted', license: { ...license, evalEnabled: false } }),
    ).toBe(false);
    expect(hasEvalLicense({ edition: 'self-hosted', license: null })).toBe(false);
  });
});
