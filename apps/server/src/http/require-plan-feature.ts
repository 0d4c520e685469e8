import {
  type PlanFeatureId,
  planCatalogue,
  planFeatureRows,
  planIncludesFeature,
  pricingTablePlans,
} from '@lookout/domain';
import { hasPlanFeature } from '@lookout/rbac';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { planRequiredError } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { callerOrgPlan } from './request-org-plan.js';

/**
 * Throws 403 `plan_required` when the caller's org plan lacks `feature` on the cloud edition; a
 * self-hosted install has every plan feature (`hasPlanFeature`). For routes where only some
 * requests need the feature (for example creating a masking rule, not a filtering one).
 */
export async function assertPlanFeature(c: Context<AppEnv>, feature: PlanFeatureId): Promise<void> {
  const { config } = c.var.ctx;
  if (config.edition !== 'cloud') return;
  const plan = await callerOrgPlan(c);
  if (hasPlanFeature({ plan, edition: config.edition }, feature)) return;
  const title = planFeatureRows.find((row) => row.id === feature)?.title ?? feature;
  const plansWithIt = pricingTablePlans
    .filter((candidate) => planIncludesFeature(candidate, feature))
    .map((candidate) => planCatalogue[candidate].name)
    .join(' or ');
  throw planRequiredError(
    feature,
    `${title}: not included in the ${planCatalogue[plan].name} plan. Upgrade to ${plansWithIt}.`,
  );
}

/** Refuses the route with 403 `plan_required` when the caller's org plan lacks `feature` (see `assertPlanFeature`). */
export function requirePlanFeature(feature: PlanFeatureId) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await assertPlanFeature(c, feature);
    await next();
  });
}
