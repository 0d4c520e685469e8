import { type OfferedPlan, type Plan, planCatalogue } from '@lookout/domain';

/** What a plan column's button does when clicked. */
export type PlanButtonAction = 'quote' | 'change-plan' | 'none';

/** The button under a plan's price in the comparison table; null means no button. */
export interface PlanButtonState {
  label: string;
  disabled: boolean;
  action: PlanButtonAction;
}

/**
 * The button of one pricing-table column for an org (SPEC §4): enterprise always 'Get a Quote';
 * for a canceled subscription free reads 'Will switch soon' (disabled), the current plan
 * 'Reactivate' and others 'Reactivate on {Plan}'; otherwise the current plan is a disabled
 * 'Current plan', free has no button for a paid org, team reads 'Switch to Team' for an org on
 * another paid plan, and everything else 'Upgrade'.
 *
 * @example planButtonState('team', { plan: 'pro', canceled: false }) // { label: 'Switch to Team', … }
 */
export function planButtonState(
  column: OfferedPlan,
  org: { plan: Plan; canceled: boolean },
): PlanButtonState | null {
  if (column === 'enterprise') return { label: 'Get a Quote', disabled: false, action: 'quote' };
  if (org.canceled) {
    if (column === 'free') return { label: 'Will switch soon', disabled: true, action: 'none' };
    if (column === org.plan) return { label: 'Reactivate', disabled: false, action: 'change-plan' };
    return {
      label: `Reactivate on ${planCatalogue[column].name}`,
      disabled: false,
      action: 'change-plan',
    };
  }
  if (column === org.plan) return { label: 'Current plan', disabled: true, action: 'none' };
  if (column === 'free') return null;
  if (column === 'team' && org.plan !== 'free') {
    return { label: 'Switch to Team', disabled: false, action: 'change-plan' };
  }
  return { label: 'Upgrade', disabled: false, action: 'change-plan' };
}
