import { type EnterpriseOnlyFeature, enterpriseOnlyFeatures } from '@lookout/domain';

/**
 * True when `feature` is a plan-feature row (SPEC §9) sold only on the enterprise
 * plan. Safe for untrusted input; the list itself lives in @lookout/domain.
 *
 * @example isEnterpriseOnlyFeature('sso') // true
 */
export function isEnterpriseOnlyFeature(feature: unknown): feature is EnterpriseOnlyFeature {
  return (
    typeof feature === 'string' && (enterpriseOnlyFeatures as readonly string[]).includes(feature)
  );
}
