import { describe, expect, it } from 'vitest';
import { isEnterpriseOnlyFeature } from './enterprise-features.js';

describe('isEnterpriseOnlyFeature', () => {
  it.each([
    'granularAccessControl',
    'ssoSaml',
    'selfHosting',
    'piiMasking',
    'complianceReports',
    'customInvoicing',
    'dataWarehouseConnectors',
    'auditTrail',
    'whiteLabel',
    'technicalAccountManager',
  ])('marks %s as enterprise only', (feature) => {
    expect(isEnterpriseOnlyFeature(feature)).toBe(true);
  });

  it.each([
    'customDashboards',
    'humanReviews',
    'topics',
    'sentiment',
    'exports',
    'unlimitedProjects',
  ])('leaves %s, a team plan feature, out', (feature) => {
    expect(isEnterpriseOnlyFeature(feature)).toBe(false);
  });

  it('rejects anything that is not a feature name', () => {
    expect(isEnterpriseOnlyFeature(undefined)).toBe(false);
    expect(isEnterpriseOnlyFeature('SSOSAML')).toBe(false);
    expect(isEnterpriseOnlyFeature('toString')).toBe(false);
  });
});
