import { type Edition, type Plan, type PlanLimits, planCatalogue } from '@lookout/domain';

/**
 * The limits an org works under: its plan's on cloud. A self-hosted install is the enterprise
 * offering (DESIGN §11), so it has no seat, project, event or history limit whatever plan the
 * org row carries.
 *
 * @example planLimitsFor({ plan: 'free', edition: 'cloud' }).seats // 1
 * @example planLimitsFor({ plan: 'free', edition: 'self-hosted' }).seats // null
 */
export function planLimitsFor(context: { plan: Plan; edition: Edition }): PlanLimits {
  return context.edition === 'self-hosted'
    ? planCatalogue.enterprise.limits
    : planCatalogue[context.plan].limits;
}
