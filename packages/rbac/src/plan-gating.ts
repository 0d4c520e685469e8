import {
  type Edition,
  type Plan,
  type PlanFeatureId,
  type PricingTablePlan,
  planIncludesFeature,
} from '@lookout/domain';

/** The plan column a plan is sold as; the legacy pro plan keeps what team has (SPEC §1). */
const pricingColumn = {
  free: 'free',
  pro: 'team',
  team: 'team',
  enterprise: 'enterprise',
} as const satisfies Record<Plan, PricingTablePlan>;

/**
 * Whether an org may use a plan feature of SPEC §9. On cloud the plan decides; a self-hosted
 * install is the enterprise offering, so every plan feature is there (DESIGN §11).
 *
 * @example hasPlanFeature({ plan: 'free', edition: 'cloud' }, 'dashboards') // false
 * @example hasPlanFeature({ plan: 'free', edition: 'self-hosted' }, 'dashboards') // true
 */
export function hasPlanFeature(
  context: { plan: Plan; edition: Edition },
  feature: PlanFeatureId,
): boolean {
  return (
    context.edition === 'self-hosted' || planIncludesFeature(pricingColumn[context.plan], feature)
  );
}
