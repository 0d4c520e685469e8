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

/**
 * The days a project keeps its runs: its own `dataRetentionDays`, bounded by the plan's history
 * on cloud (free 30 days, team 2 years). `null` keeps runs forever: enterprise or self-hosted
 * with no retention set on the project.
 *
 * @example retentionDaysFor({ plan: 'free', edition: 'cloud' }, null) // 30
 * @example retentionDaysFor({ plan: 'team', edition: 'cloud' }, 90) // 90
 * @example retentionDaysFor({ plan: 'free', edition: 'self-hosted' }, null) // null
 */
export function retentionDaysFor(
  context: { plan: Plan; edition: Edition },
  projectDays: number | null,
): number | null {
  const historyDays = planLimitsFor(context).historyDays;
  if (historyDays === null) return projectDays;
  return projectDays === null ? historyDays : Math.min(projectDays, historyDays);
}
