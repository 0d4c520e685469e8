import { describe, expect, it } from 'vitest';
import { formatPrice, yearlyMonthlyPrice } from './plan-price.js';

describe('plan prices', () => {
  it('gives two months free on yearly billing', () => {
    expect(yearlyMonthlyPrice(20) * 12).toBeCloseTo(200);
    expect(yearlyMonthlyPrice(0)).toBe(0);
  });

  it('shows whole dollars without cents and others with two decimals', () => {
    expect(formatPrice(20)).toBe('$20');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(yearlyMonthlyPrice(20))).toBe('$16.67');
    expect(formatPrice(1200)).toBe('$1,200');
  });
});
