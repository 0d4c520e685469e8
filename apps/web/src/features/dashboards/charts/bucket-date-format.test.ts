import { describe, expect, it } from 'vitest';
import { formatBucketDate } from './bucket-date-format';

describe('formatBucketDate', () => {
  it('reads the bucket start in the dashboard time zone', () => {
    // Midnight in Paris (summer) is 22:00 UTC the day before.
    expect(formatBucketDate('2026-05-04T22:00:00.000Z', 'daily', 'short', 'Europe/Paris')).toBe(
      'May 5',
    );
    expect(formatBucketDate('2026-05-04T22:00:00.000Z', 'daily', 'full', 'Europe/Paris')).toBe(
      'Tue, May 5, 2026',
    );
  });

  it('prints hours for hourly buckets and the week for weekly ones', () => {
    expect(formatBucketDate('2026-05-05T14:00:00.000Z', 'hourly', 'short', 'UTC')).toBe('14:00');
    expect(formatBucketDate('2026-05-04T22:00:00.000Z', 'hourly', 'short', 'Europe/Paris')).toBe(
      'May 5',
    );
    expect(formatBucketDate('2026-05-05T14:00:00.000Z', 'hourly', 'full', 'UTC')).toBe(
      'May 5, 2026, 14:00',
    );
    expect(formatBucketDate('2026-05-04T00:00:00.000Z', 'weekly', 'full', 'UTC')).toBe(
      'Week of May 4, 2026',
    );
  });

  it('falls back to UTC for a zone the browser does not know, and prints nothing for a bad date', () => {
    expect(formatBucketDate('2026-05-05T00:00:00.000Z', 'daily', 'short', 'Mars/Olympus')).toBe(
      'May 5',
    );
    expect(formatBucketDate('not a date', 'daily', 'short', 'UTC')).toBe('');
  });
});
