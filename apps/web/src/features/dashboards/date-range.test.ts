import { describe, expect, it } from 'vitest';
import {
  bucketEnd,
  dateRangeLabel,
  effectiveGranularity,
  isValidCustomRange,
  resolveDateRange,
} from './date-range';

const now = new Date('2025-03-10T15:00:00Z');

describe('resolveDateRange', () => {
  it('opens on the last 30 days, from the start of the first day to the end of today', () => {
    expect(resolveDateRange({ preset: '30d' }, 'UTC', now)).toEqual({
      startDate: '2025-02-09T00:00:00.000Z',
      endDate: '2025-03-10T23:59:59.999Z',
    });
  });

  it('counts the days in the chosen time zone', () => {
    // 15:00 UTC is already March 11th in Tokyo (UTC+9).
    expect(resolveDateRange({ preset: 'today' }, 'Asia/Tokyo', now)).toEqual({
      startDate: '2025-03-10T15:00:00.000Z',
      endDate: '2025-03-11T14:59:59.999Z',
    });
    expect(resolveDateRange({ preset: '7d' }, 'America/New_York', now)).toEqual({
      startDate: '2025-03-04T05:00:00.000Z',
      // New York moved to summer time on March 9th: the day now ends at 04:00 UTC.
      endDate: '2025-03-11T03:59:59.999Z',
    });
  });

  it('goes back whole months for the longer presets', () => {
    expect(resolveDateRange({ preset: '3m' }, 'UTC', now).startDate).toBe(
      '2024-12-10T00:00:00.000Z',
    );
    expect(resolveDateRange({ preset: '12m' }, 'UTC', now).startDate).toBe(
      '2024-03-10T00:00:00.000Z',
    );
  });

  it('covers both days of a custom range whole', () => {
    expect(resolveDateRange({ start: '2025-01-01', end: '2025-01-31' }, 'Europe/Paris')).toEqual({
      startDate: '2024-12-31T23:00:00.000Z',
      endDate: '2025-01-31T22:59:59.999Z',
    });
  });
});

describe('bucketEnd', () => {
  it('ends an hour, a day or a week after the bucket starts', () => {
    expect(bucketEnd('2025-03-10T14:00:00.000Z', 'hourly', 'UTC')).toBe('2025-03-10T15:00:00.000Z');
    expect(bucketEnd('2025-03-10T00:00:00.000Z', 'daily', 'UTC')).toBe('2025-03-11T00:00:00.000Z');
    expect(bucketEnd('2025-03-10T00:00:00.000Z', 'weekly', 'UTC')).toBe('2025-03-17T00:00:00.000Z');
  });

  it('follows the clocks of the time zone across a daylight-saving change', () => {
    // Paris springs forward on March 30th 2025: that day lasts 23 hours.
    expect(bucketEnd('2025-03-29T23:00:00.000Z', 'daily', 'Europe/Paris')).toBe(
      '2025-03-30T22:00:00.000Z',
    );
  });
});

describe('dateRangeLabel and isValidCustomRange', () => {
  it('names presets and writes custom ranges as dates', () => {
    expect(dateRangeLabel({ preset: '7d' })).toBe('Last 7 days');
    // Intl puts thin spaces around the dash.
    expect(dateRangeLabel({ start: '2025-03-01', end: '2025-03-09' })).toMatch(
      /^Mar 1\s–\s9, 2025$/,
    );
  });

  it('refuses a range that ends before it starts or is not two days', () => {
    expect(isValidCustomRange('2025-03-01', '2025-03-01')).toBe(true);
    expect(isValidCustomRange('2025-03-02', '2025-03-01')).toBe(false);
    expect(isValidCustomRange('', '2025-03-01')).toBe(false);
  });
});

describe('effectiveGranularity', () => {
  it('draws hourly up to 31 days, and daily beyond', () => {
    const month = resolveDateRange({ preset: '30d' }, 'UTC', now);
    const quarter = resolveDateRange({ preset: '3m' }, 'UTC', now);
    expect(effectiveGranularity('hourly', month)).toBe('hourly');
    expect(effectiveGranularity('hourly', quarter)).toBe('daily');
    expect(effectiveGranularity('weekly', quarter)).toBe('weekly');
  });
});
