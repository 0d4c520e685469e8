import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatExactNumber } from './compact-number.js';

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [0.125, '0.125'],
    [1000, '1k'],
    [12_345, '12.3k'],
    [999_999, '1M'],
    [2_500_000, '2.5M'],
    [3_210_000_000, '3.21B'],
    [-4_560, '-4.56k'],
  ])('prints %d as %s', (value, text) => {
    expect(formatCompactNumber(value)).toBe(text);
  });

  it('prints nothing for values that are not numbers', () => {
    expect(formatCompactNumber(Number.NaN)).toBe('');
    expect(formatCompactNumber(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('formatExactNumber', () => {
  it.each([
    [0, '0'],
    [1_234_567, '1,234,567'],
    [0.456, '0.46'],
    [-12.5, '-12.5'],
  ])('prints %d as %s', (value, text) => {
    expect(formatExactNumber(value)).toBe(text);
  });

  it('prints nothing for values that are not numbers', () => {
    expect(formatExactNumber(Number.NaN)).toBe('');
  });
});
