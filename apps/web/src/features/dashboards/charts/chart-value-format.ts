import {
  type ChartUnit,
  formatCompactNumber,
  formatDuration,
  formatExactNumber,
  formatUsd,
} from '@lookout/domain';

/** Dollars to the cent, for amounts of a dollar or more. */
const centsFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A chart value printed short, for axis ticks and cards (SPEC §3): dollars
 * with at most 3 significant digits (`$1.23k` past a thousand), durations in
 * their two largest units, counts with k/M.
 *
 * @example formatChartValueShort(12_345, 'tokens') // '12.3k'
 * @example formatChartValueShort(0.000123, 'usd') // '$0.000123'
 */
export function formatChartValueShort(value: number, unit: ChartUnit): string {
  if (!Number.isFinite(value)) return '';
  switch (unit) {
    case 'usd':
      return Math.abs(value) >= 1000
        ? `${value < 0 ? '-' : ''}$${formatCompactNumber(Math.abs(value))}`
        : formatUsd(value);
    case 'ms':
      return formatDuration(value);
    case 'score':
      return formatExactNumber(value);
    default:
      return formatCompactNumber(value);
  }
}

/**
 * A chart value printed exactly, for tooltips and tables: dollars to the cent
 * from a dollar on (3 significant digits below, so $0.000123 stays visible),
 * counts in full with separators, durations to the hundredth of a second.
 *
 * @example formatChartValueExact(1234.567, 'usd') // '$1,234.57'
 * @example formatChartValueExact(12_345, 'tokens') // '12,345'
 */
export function formatChartValueExact(value: number, unit: ChartUnit): string {
  if (!Number.isFinite(value)) return '';
  switch (unit) {
    case 'usd':
      return Math.abs(value) >= 1 ? centsFormatter.format(value) : formatUsd(value);
    case 'ms':
      return formatDuration(value);
    default:
      return formatExactNumber(value);
  }
}
