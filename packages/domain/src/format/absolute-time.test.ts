import { describe, expect, it } from 'vitest';
import { formatAbsoluteTime } from './absolute-time.js';

const now = '2025-06-15T12:00:00Z';
const utc = { timeZone: 'UTC' };

describe('formatAbsoluteTime', () => {
  it('prints the time of day, to the second, for today', () => {
    expect(formatAbsoluteTime('2025-06-15T09:05:03Z', now, utc)).toBe('09:05:03');
    expect(formatAbsoluteTime('2025-06-15T00:00:00Z', now, utc)).toBe('00:00:00');
  });

  it('prints the day and the minute for this year', () => {
    expect(formatAbsoluteTime('2025-03-05T14:05:59Z', now, utc)).toBe('Mar 5, 14:05');
  });

  it('prints the date of an older year', () => {
    expect(formatAbsoluteTime('2023-11-20T12:00:00Z', now, utc)).toBe('Nov 20, 2023');
  });

  it('counts days in the time zone asked for', () => {
    // 23:30 on June 14 in UTC is already June 15 in Paris.
    expect(formatAbsoluteTime('2025-06-14T23:30:00Z', now, { timeZone: 'Europe/Paris' })).toBe(
      '01:30:00',
    );
    expect(formatAbsoluteTime('2025-06-14T23:30:00Z', now, utc)).toBe('Jun 14, 23:30');
  });

  it('prints nothing for an invalid date', () => {
    expect(formatAbsoluteTime('soon', now, utc)).toBe('');
  });
});
