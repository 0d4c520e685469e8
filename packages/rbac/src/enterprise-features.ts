/** Features sold only on the enterprise plan (SPEC §6 and §9). */
export const enterpriseOnlyFeatures = [
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
] as const;

/** A feature only the enterprise plan includes. */
export type EnterpriseOnlyFeature = (typeof enterpriseOnlyFeatures)[number];

/**
 * True when `feature` is sold only on the enterprise plan. Safe for untrusted input.
 *
 * @example isEnterpriseOnlyFeature('ssoSaml') // true
 */
export function isEnterpriseOnlyFeature(feature: unknown): feature is EnterpriseOnlyFeature {
  return (
    typeof feature === 'string' && (enterpriseOnlyFeatures as readonly string[]).includes(feature)
  );
}
