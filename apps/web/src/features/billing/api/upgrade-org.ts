import { upgradeOrg } from '@lookout/client';
import type { BillingPeriod, OfferedPlan } from '@lookout/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** What a plan change asks for. */
export interface PlanChange {
  orgId: string;
  plan: OfferedPlan;
  period: BillingPeriod;
}

/**
 * `POST /v1/orgs/{id}/upgrade` with this site as the origin to come back to. Silent: a failed
 * change only stops the button's spinner (SPEC §8).
 */
export function postPlanChange({ orgId, plan, period }: PlanChange) {
  return upgradeOrg(
    apiClient,
    orgId,
    { plan, period, origin: window.location.origin },
    { silent: true },
  );
}

/** Changes the org's plan; the answer may carry a hosted checkout URL. */
export function useChangePlan() {
  return useMutation({ mutationFn: postPlanChange });
}
