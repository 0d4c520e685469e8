import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.js';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [250, '0.25s'],
    [4200, '4.2s'],
    [4234, '4.23s'],
    [59_990, '59.99s'],
    [59_996, '1min'],
    [3 * minute + 20 * second, '3min 20s'],
    [5 * minute, '5min'],
    [hour + 5 * minute + 40 * second, '1h 5min'],
    [2 * hour, '2h'],
    [2 * day + 3 * hour + 59 * minute, '2d 3h'],
    [4 * day, '4d'],
  ])('prints %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('prints nothing for negative or non-numeric durations', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});
