import { type Plan, planCatalogue } from '@lookout/domain';

const wholeNumber = new Intl.NumberFormat('en-US');
const compactNumber = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A plan allowance the way the plans table writes it: 10000 → '10k', 1500000 → '1.5M'. */
export function formatEventAllowance(events: number): string {
  return compactNumber.format(events).replace('K', 'k');
}

/**
 * The month's event usage against the plan's allowance, for /billing: '1,234 of 10k events this
 * month'; a plan without a set allowance shows the count only.
 */
export function eventUsageText(events: number, plan: Plan): string {
  const allowance = planCatalogue[plan].limits.includedEventsPerMonth;
  const count = wholeNumber.format(events);
  return allowance === null
    ? `${count} events this month`
    : `${count} of ${formatEventAllowance(allowance)} events this month`;
}
