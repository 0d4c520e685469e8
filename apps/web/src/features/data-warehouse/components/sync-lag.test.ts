import { describe, expect, it } from 'vitest';
import { syncLagText } from './sync-lag';

describe('syncLagText', () => {
  it.each([
    [0, 'Up to date'],
    [12, '12 s behind'],
    [150, '3 min behind'],
    [3 * 3600, '3 h behind'],
  ])('%i s reads %s', (seconds, text) => {
    expect(syncLagText(seconds)).toBe(text);
  });
});
