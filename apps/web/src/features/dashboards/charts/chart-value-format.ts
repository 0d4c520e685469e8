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

/** Milliseconds to 3 significant digits, for durations under a second. */
const millisecondsFormatter = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: 3,
});

/** Whole percents, for ticks and cards. */
const wholePercentFormatter = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
});

/** Percents to a tenth, for tooltips and tables. */
const tenthPercentFormatter = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 1,
});

/** A 0–1 rate as a percentage, the sign kept with its number (`83 %`, never broken). */
function formatPercent(rate: number, formatter: Intl.NumberFormat): string {
  return `${formatter.format(rate * 100)}\u00a0%`;
}

/**
 * A duration on a chart: under a second in milliseconds (`45 ms`, `0.8 ms`: a fast tool call
 * is not `0s`), from a second on as everywhere else (`1.25s`, `2min 5s`).
 */
function formatChartDuration(ms: number): string {
  if (ms !== 0 && Math.abs(ms) < 1000) return `${millisecondsFormatter.format(ms)} ms`;
  return formatDuration(ms);
}

/**
 * A chart value printed short, for axis ticks and cards (SPEC §3): dollars
 * with at most 3 significant digits (`$1.23k` past a thousand), durations in
 * their two largest units, counts with k/M, rates as whole percents.
 *
 * @example formatChartValueShort(12_345, 'tokens') // '12.3k'
 * @example formatChartValueShort(0.000123, 'usd') // '$0.000123'
 * @example formatChartValueShort(0.834, 'percent') // '83 %'
 */
export function formatChartValueShort(value: number, unit: ChartUnit): string {
  if (!Number.isFinite(value)) return '';
  switch (unit) {
    case 'usd':
      return Math.abs(value) >= 1000
        ? `${value < 0 ? '-' : ''}$${formatCompactNumber(Math.abs(value))}`
        : formatUsd(value);
    case 'ms':
      return formatChartDuration(value);
    case 'score':
      return formatExactNumber(value);
    case 'percent':
      return formatPercent(value, wholePercentFormatter);
    default:
      return formatCompactNumber(value);
  }
}

/**
 * A chart value printed exactly, for tooltips and tables: dollars to the cent
 * from a dollar on (3 significant digits below, so $0.000123 stays visible),
 * counts in full with separators, durations in milliseconds under a second,
 * rates as percents to a tenth.
 *
 * @example formatChartValueExact(1234.567, 'usd') // '$1,234.57'
 * @example formatChartValueExact(12_345, 'tokens') // '12,345'
 * @example formatChartValueExact(0.834, 'percent') // '83.4 %'
 */
export function formatChartValueExact(value: number, unit: ChartUnit): string {
  if (!Number.isFinite(value)) return '';
  switch (unit) {
    case 'usd':
      return Math.abs(value) >= 1 ? centsFormatter.format(value) : formatUsd(value);
    case 'ms':
      return formatChartDuration(value);
    case 'percent':
      return formatPercent(value, tenthPercentFormatter);
    default:
      return formatExactNumber(value);
  }
}
