import type { Edition, EnricherActivity, EnricherKind, Plan, PlanFeatureId } from '@lookout/domain';
import { planCatalogue, planFeatureRows } from '@lookout/domain';
import { hasPlanFeature } from '@lookout/rbac';

/** Kinds that are a plan feature on the cloud edition (SPEC §9: team and up). */
const planFeatureOfKind: Partial<Record<EnricherKind, PlanFeatureId>> = {
  sentiment: 'sentiment',
  topics: 'topics',
};

/** The org's plan and the instance's edition, which decide the gated kinds. */
export interface EnricherGating {
  plan: Plan;
  edition: Edition;
}

/** The plan feature a kind needs on the cloud edition, when it needs one. */
export function planFeatureOf(kind: EnricherKind): PlanFeatureId | undefined {
  return planFeatureOfKind[kind];
}

/** Whether the org may run enrichers of `kind` (self-hosted: every kind). */
export function kindAllowed(gating: EnricherGating, kind: EnricherKind): boolean {
  const feature = planFeatureOfKind[kind];
  return feature === undefined || hasPlanFeature(gating, feature);
}

/** Why an org on `plan` cannot run `kind`, as the API says it. */
export function planReason(kind: EnricherKind, plan: Plan): string {
  const feature = planFeatureOfKind[kind];
  const title = planFeatureRows.find((row) => row.id === feature)?.title ?? kind;
  return `${title}: not included in the ${planCatalogue[plan].name} plan; this enricher is kept but computes nothing until the org upgrades.`;
}

/**
 * Whether an enricher computes on new runs: it must be enabled, its kind in
 * the org's plan, and a topics enricher needs at least one topic.
 */
export function enricherActivity(
  enricher: { kind: EnricherKind; enabled: boolean; config: unknown },
  gating: EnricherGating,
): EnricherActivity {
  if (!enricher.enabled) return { active: false, inactiveReason: 'Turned off.' };
  if (!kindAllowed(gating, enricher.kind))
    return { active: false, inactiveReason: planReason(enricher.kind, gating.plan) };
  if (
    enricher.kind === 'topics' &&
    ((enricher.config as { topics?: unknown[] }).topics?.length ?? 0) === 0
  )
    return { active: false, inactiveReason: 'No topics listed yet: add the project’s topics.' };
  return { active: true, inactiveReason: null };
}
