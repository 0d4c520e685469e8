import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows up to the limit per window, then refuses until the window ends', () => {
    const limiter = new RateLimiter(2, 1000);
    expect(limiter.hit('a', 0)).toBe(true);
    expect(limiter.hit('a', 10)).toBe(true);
    expect(limiter.hit('a', 20)).toBe(false);
    expect(limiter.hit('b', 20)).toBe(true);
    expect(limiter.hit('a', 1000)).toBe(true);
  });

  it('starts over after a reset', () => {
    const limiter = new RateLimiter(1, 1000);
    limiter.hit('a', 0);
    expect(limiter.hit('a', 1)).toBe(false);
    limiter.reset('a');
    expect(limiter.hit('a', 2)).toBe(true);
  });
});
