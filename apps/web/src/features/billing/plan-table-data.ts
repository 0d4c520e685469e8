import {
  type PlanFeatureRow as DomainFeatureRow,
  planCatalogue,
  planFeatureRows,
  pricingTablePlans,
} from '@lookout/domain';
import type { PlanColumn, PlanFeatureRow } from '@lookout/ui';

/** One-line pitch of each column. */
const planDescriptions = {
  free: 'For side projects and trying Lookout out',
  team: 'For teams shipping LLM apps to production',
  enterprise: 'For organisations with security and scale needs',
} as const satisfies Record<(typeof pricingTablePlans)[number], string>;

/** The pricing table's columns, from the plan catalogue. */
export const planColumns: PlanColumn[] = pricingTablePlans.map((plan) => {
  const price: number | null = planCatalogue[plan].monthlyPricePerUser;
  return {
    id: plan,
    name: planCatalogue[plan].name,
    description: planDescriptions[plan],
    priceMonthly: price,
    ...(price === 0 ? { priceUnit: 'forever' } : {}),
  };
});

/** Per-plan notes of a row ("Team: then $10 per additional 50k events"), joined for a tooltip. */
function rowHelp(row: DomainFeatureRow): string | undefined {
  const notes = pricingTablePlans.flatMap((plan) => {
    const help = row.plans[plan].help;
    return help ? [`${planCatalogue[plan].name}: ${help}`] : [];
  });
  return notes.length > 0 ? notes.join(' · ') : undefined;
}

/** The pricing table's feature rows, from the plan feature catalogue; icons are added by the table. */
export const planRows: (Omit<PlanFeatureRow, 'icon'> & { iconName: string })[] =
  planFeatureRows.map((row: DomainFeatureRow) => {
    const help = rowHelp(row);
    return {
      id: row.id,
      title: row.title,
      iconName: row.icon,
      ...(row.description ? { description: row.description } : {}),
      ...(help ? { help } : {}),
      values: {
        free: row.plans.free.value,
        team: row.plans.team.value,
        enterprise: row.plans.enterprise.value,
      },
    };
  });

/** Plan-limit features whose row has another id. */
const rowOfFeature: Readonly<Record<string, string>> = { roles: 'access-control' };

/**
 * The table row to highlight for the feature of a plan-limit error or an upsell.
 *
 * @example highlightedRowId('roles') // 'access-control'
 */
export function highlightedRowId(feature: string | null): string | null {
  if (!feature) return null;
  const id = rowOfFeature[feature] ?? feature;
  return planRows.some((row) => row.id === id) ? id : null;
}
