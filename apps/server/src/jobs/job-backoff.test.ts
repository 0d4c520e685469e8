import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './job-backoff.js';

describe('retryDelayMs', () => {
  const backoff = { firstMs: 1_000, maxMs: 10_000 };

  it('doubles after each failed attempt up to the cap', () => {
    const noJitter = () => 1;
    expect([1, 2, 3, 4, 5, 50].map((attempt) => retryDelayMs(attempt, backoff, noJitter))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });

  it('spreads retries over the upper half of the delay', () => {
    expect(retryDelayMs(2, backoff, () => 0)).toBe(1_000);
    expect(retryDelayMs(2, backoff, () => 0.5)).toBe(1_500);
  });
});
