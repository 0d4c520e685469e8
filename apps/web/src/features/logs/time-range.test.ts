import { describe, expect, it } from 'vitest';
import { logsTimeRangeKeys } from '../../lib/keep-time-range';
import {
  fromLocalInput,
  readTimeRange,
  resolveTimeRange,
  timeRangeLabel,
  timeRangeParams,
  toLocalInput,
  writeTimeRange,
} from './time-range';

describe('time range in the URL', () => {
  it('uses the keys the sidebar keeps when the list type changes', () => {
    expect(Object.values(timeRangeParams)).toEqual([...logsTimeRangeKeys]);
  });

  it('reads a preset, a custom range, and all time for anything else', () => {
    expect(readTimeRange(new URLSearchParams('range=15m'))).toEqual({ preset: '15m' });
    expect(
      readTimeRange(
        new URLSearchParams('from=2026-11-20T09:00:00.000Z&to=2026-11-21T09:00:00.000Z'),
      ),
    ).toEqual({ from: '2026-11-20T09:00:00.000Z', to: '2026-11-21T09:00:00.000Z' });
    expect(readTimeRange(new URLSearchParams('range=2y'))).toBeNull();
    expect(readTimeRange(new URLSearchParams('from=yesterday&to=today'))).toBeNull();
    // The end must come after the start.
    expect(
      readTimeRange(
        new URLSearchParams('from=2026-11-21T09:00:00.000Z&to=2026-11-20T09:00:00.000Z'),
      ),
    ).toBeNull();
    expect(readTimeRange(new URLSearchParams(''))).toBeNull();
  });

  it('writes one range at a time and keeps the other keys', () => {
    const custom = writeTimeRange(new URLSearchParams('type=trace&range=1h'), {
      from: '2026-11-20T09:00:00.000Z',
      to: '2026-11-21T09:00:00.000Z',
    });
    expect(custom.get('type')).toBe('trace');
    expect(custom.get('range')).toBeNull();
    expect(readTimeRange(custom)).toEqual({
      from: '2026-11-20T09:00:00.000Z',
      to: '2026-11-21T09:00:00.000Z',
    });
    const preset = writeTimeRange(custom, { preset: '7d' });
    expect(preset.toString()).toBe('type=trace&range=7d');
    expect(writeTimeRange(preset, null).toString()).toBe('type=trace');
  });
});

describe('resolving a range', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');

  it('ends a preset now and starts it its length before', () => {
    expect(resolveTimeRange({ preset: '15m' }, now, 'UTC')).toEqual({
      from: '2026-11-27T11:45:00.000Z',
    });
    expect(resolveTimeRange({ preset: '24h' }, now, 'UTC')).toEqual({
      from: '2026-11-26T12:00:00.000Z',
    });
    expect(resolveTimeRange(null, now, 'UTC')).toEqual({});
  });

  it('counts days on the clocks of the time zone, across a daylight-saving change', () => {
    // Paris left summer time on 2026-10-25: a week back from noon on the 30th is noon on the 23rd.
    const afterChange = new Date('2026-10-30T11:00:00.000Z');
    expect(resolveTimeRange({ preset: '7d' }, afterChange, 'Europe/Paris')).toEqual({
      from: '2026-10-23T10:00:00.000Z',
    });
  });

  it('reads and shows a custom range in the user time zone', () => {
    expect(fromLocalInput('2026-11-27T13:30', 'Europe/Paris')).toBe('2026-11-27T12:30:00.000Z');
    expect(toLocalInput('2026-11-27T12:30:00.000Z', 'Europe/Paris')).toBe('2026-11-27T13:30');
    expect(fromLocalInput('2026-11-27', 'UTC')).toBeNull();
    const range = { from: '2026-11-20T09:00:00.000Z', to: '2026-11-20T11:00:00.000Z' };
    expect(timeRangeLabel(range, 'Asia/Tokyo')).toMatch(/Nov 20.*18:00.*20:00/);
    expect(timeRangeLabel(null, 'UTC')).toBe('All time');
    expect(timeRangeLabel({ preset: '1h' }, 'UTC')).toBe('Last hour');
  });
});
