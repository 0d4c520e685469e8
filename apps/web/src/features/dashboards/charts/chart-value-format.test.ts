import { describe, expect, it } from 'vitest';
import { formatChartValueExact, formatChartValueShort } from './chart-value-format';

describe('formatChartValueShort (axis ticks, cards)', () => {
  it.each([
    [0.000123, 'usd', '$0.000123'],
    [12.345, 'usd', '$12.3'],
    [999, 'usd', '$999'],
    [1234.5, 'usd', '$1.23k'],
    [2_500_000, 'usd', '$2.5M'],
    [-1500, 'usd', '-$1.5k'],
    [4200, 'ms', '4.2s'],
    [3_900_000, 'ms', '1h 5min'],
    [4.5, 'ms', '4.5 ms'],
    [0, 'ms', '0s'],
    [12_345, 'tokens', '12.3k'],
    [1_500_000, 'runs', '1.5M'],
    [42, 'users', '42'],
    [0.333, 'score', '0.33'],
    [0.834, 'percent', '83\u00a0%'],
    [1, 'percent', '100\u00a0%'],
    [0.05, 'percent', '5\u00a0%'],
    [0, 'percent', '0\u00a0%'],
  ] as const)('prints %d %s as %s', (value, unit, text) => {
    expect(formatChartValueShort(value, unit)).toBe(text);
  });

  it('prints nothing for a value that is not a number', () => {
    expect(formatChartValueShort(Number.NaN, 'usd')).toBe('');
  });
});

describe('formatChartValueExact (tooltips, tables)', () => {
  it.each([
    [1234.567, 'usd', '$1,234.57'],
    [1, 'usd', '$1.00'],
    [0.000123456, 'usd', '$0.000123'],
    [0, 'usd', '$0'],
    [12_345, 'tokens', '12,345'],
    [1_500_000, 'runs', '1,500,000'],
    [250, 'ms', '250 ms'],
    [0.84, 'ms', '0.84 ms'],
    [1250, 'ms', '1.25s'],
    [-0.5, 'score', '-0.5'],
    [0.834, 'percent', '83.4\u00a0%'],
    [0.8333333, 'percent', '83.3\u00a0%'],
    [1, 'percent', '100\u00a0%'],
    [2.345, 'count', '2.35'],
  ] as const)('prints %d %s as %s', (value, unit, text) => {
    expect(formatChartValueExact(value, unit)).toBe(text);
  });
});
