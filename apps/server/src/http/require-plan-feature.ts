import {
  type PlanFeatureId,
  planCatalogue,
  planFeatureRows,
  planIncludesFeature,
  pricingTablePlans,
} from '@lookout/domain';
import { hasPlanFeature } from '@lookout/rbac';
import { createMiddleware } from 'hono/factory';
import { findOrgPlan } from '../orgs/org.repository.js';
import { planRequiredError } from './api-error.js';
import type { AppEnv } from './app-env.js';

/**
 * Refuses the route with 403 `plan_required` when the caller's org plan lacks `feature` on the
 * cloud edition; a self-hosted install has every plan feature (`hasPlanFeature`).
 */
export function requirePlanFeature(feature: PlanFeatureId) {
  const title = planFeatureRows.find((row) => row.id === feature)?.title ?? feature;
  const plansWithIt = pricingTablePlans
    .filter((plan) => planIncludesFeature(plan, feature))
    .map((plan) => planCatalogue[plan].name)
    .join(' or ');
  return createMiddleware<AppEnv>(async (c, next) => {
    const { config, db } = c.var.ctx;
    if (config.edition === 'cloud') {
      const plan = await findOrgPlan(db, c.var.caller.orgId);
      if (!hasPlanFeature({ plan, edition: config.edition }, feature)) {
        throw planRequiredError(
          feature,
          `${title}: not included in the ${planCatalogue[plan].name} plan. Upgrade to ${plansWithIt}.`,
        );
      }
    }
    await next();
  });
}
