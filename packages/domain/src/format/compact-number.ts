const compactFormatter = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumSignificantDigits: 3,
});

const exactFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A count or amount printed short for chart axes and cards: `k`, `M`, `B`
 * past a thousand, at most 3 significant digits. An empty string for NaN or
 * infinity.
 *
 * @example formatCompactNumber(12_345) // '12.3k'
 * @example formatCompactNumber(2_500_000) // '2.5M'
 * @example formatCompactNumber(0.125) // '0.125'
 */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  // Intl writes thousands as 'K'; Lookout writes 'k' as in '12.3k tokens'.
  return compactFormatter.format(value).replace('K', 'k');
}

/**
 * A count or amount printed in full, with thousands separators and at most
 * two decimals: what a tooltip shows. An empty string for NaN or infinity.
 *
 * @example formatExactNumber(1_234_567) // '1,234,567'
 * @example formatExactNumber(0.456) // '0.46'
 */
export function formatExactNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return exactFormatter.format(value);
}
