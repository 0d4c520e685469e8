/** How a plan's price is shown: per month billed monthly, or per month billed yearly. */
export type BillingPeriod = 'monthly' | 'yearly';

/** Months paid for a year on yearly billing: two months free. */
export const MONTHS_PAID_PER_YEAR = 10;

/**
 * The per-month price on yearly billing: twelve months for the price of ten.
 *
 * @example
 * yearlyMonthlyPrice(20) // 16.666…
 */
export function yearlyMonthlyPrice(monthly: number): number {
  return (monthly * MONTHS_PAID_PER_YEAR) / 12;
}

/**
 * Formats dollars: whole amounts without cents, others with two decimals.
 *
 * @example
 * formatPrice(20) // '$20'
 * formatPrice(16.666) // '$16.67'
 */
export function formatPrice(amount: number): string {
  const whole = Math.abs(amount - Math.round(amount)) < 0.005;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(whole ? Math.round(amount) : amount);
}
