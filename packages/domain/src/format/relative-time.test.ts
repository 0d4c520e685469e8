import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.js';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [-30_000, 'just now'],
    [minute, '1 min ago'],
    [5 * minute + 10_000, '5 min ago'],
    [59 * minute, '59 min ago'],
    [59.6 * minute, '1 h ago'],
    [3 * hour + 10 * minute, '3 h ago'],
    [23 * hour, '23 h ago'],
    [23.6 * hour, '1 d ago'],
    [2 * day, '2 d ago'],
    [6 * day, '6 d ago'],
  ])('prints %d ms ago as %s', (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(text);
  });

  it('prints the date of anything a week old or more, with the year only when it differs', () => {
    expect(formatRelativeTime('2025-03-05T12:00:00Z', now, { timeZone: 'UTC' })).toBe('Mar 5');
    expect(formatRelativeTime('2023-11-20T12:00:00Z', now, { timeZone: 'UTC' })).toBe(
      'Nov 20, 2023',
    );
  });

  it('prints the date of anything more than a minute in the future', () => {
    expect(formatRelativeTime('2025-06-16T12:00:00Z', now, { timeZone: 'UTC' })).toBe('Jun 16');
  });

  it('accepts timestamps and ISO strings alike', () => {
    expect(formatRelativeTime(now.getTime() - 2 * hour, now.getTime())).toBe('2 h ago');
    expect(formatRelativeTime('2025-06-15T11:55:00Z', now)).toBe('5 min ago');
  });

  it('prints nothing for an invalid date', () => {
    expect(formatRelativeTime('yesterday-ish', now)).toBe('');
  });
});
