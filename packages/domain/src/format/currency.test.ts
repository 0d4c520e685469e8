import { describe, expect, it } from 'vitest';
import { formatUsd } from './currency.js';

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [0.000123, '$0.000123'],
    [0.00012345, '$0.000123'],
    [0.1, '$0.1'],
    [1.5, '$1.5'],
    [12.345, '$12.3'],
    [1234.5, '$1,230'],
    [2_500_000, '$2,500,000'],
    [-3.456, '-$3.46'],
  ])('prints %d as %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it('prints nothing for amounts that are not numbers', () => {
    expect(formatUsd(Number.NaN)).toBe('');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('');
  });
});
