import { describe, expect, it } from 'vitest';
import { isEnterpriseOnlyFeature } from './enterprise-features.js';

describe('isEnterpriseOnlyFeature', () => {
  it.each([
    'access-control',
    'sso',
    'self-hosting',
    'pii-masking',
    'compliance-reports',
    'custom-invoicing',
    'data-warehouse',
    'audit-trail',
    'white-label',
    'technical-account-manager',
  ])('marks %s as enterprise only', (feature) => {
    expect(isEnterpriseOnlyFeature(feature)).toBe(true);
  });

  it.each(['dashboards', 'human-reviews', 'topics', 'sentiment'])(
    'leaves %s, a team plan feature, out',
    (feature) => {
      expect(isEnterpriseOnlyFeature(feature)).toBe(false);
    },
  );

  it('rejects anything that is not a feature id', () => {
    expect(isEnterpriseOnlyFeature(undefined)).toBe(false);
    expect(isEnterpriseOnlyFeature('SSO')).toBe(false);
    expect(isEnterpriseOnlyFeature('toString')).toBe(false);
  });
});
