const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 3,
});

/**
 * A dollar amount with at most 3 significant digits, so tiny per-call costs
 * stay readable and large totals stay short. An empty string for NaN or
 * infinity.
 *
 * @example formatUsd(0.000123) // '$0.000123'
 * @example formatUsd(1234.5) // '$1,230'
 * @example formatUsd(0) // '$0'
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  return usdFormatter.format(amount);
}
