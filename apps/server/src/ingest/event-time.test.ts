import { describe, expect, it } from 'vitest';
import { parseEventTime } from './event-time.js';

describe('parseEventTime', () => {
  it('reads epoch milliseconds as the JS SDK sends them', () => {
    expect(parseEventTime(1795314751139)?.toISOString()).toBe('2026-11-22T02:32:31.139Z');
  });

  it('reads ISO text from the Python SDK, with or without an offset', () => {
    expect(parseEventTime('2024-05-01T12:00:00.123456+00:00')?.toISOString()).toBe(
      '2024-05-01T12:00:00.123Z',
    );
    expect(parseEventTime('2024-05-01T12:00:00.123456')?.toISOString()).toBe(
      '2024-05-01T12:00:00.123Z',
    );
    expect(parseEventTime('2024-05-01T14:00:00+02:00')?.toISOString()).toBe(
      '2024-05-01T12:00:00.000Z',
    );
  });

  it('tells epoch seconds, microseconds and nanoseconds apart by size', () => {
    const expected = '2024-05-01T12:00:00.500Z';
    expect(parseEventTime(1714564800.5)?.toISOString()).toBe(expected);
    expect(parseEventTime('1714564800500')?.toISOString()).toBe(expected);
    expect(parseEventTime(1714564800500000)?.toISOString()).toBe(expected);
    expect(parseEventTime('1714564800500000000')?.toISOString()).toBe(expected);
  });

  it('returns undefined for missing or unreadable times', () => {
    expect(parseEventTime(undefined)).toBeUndefined();
    expect(parseEventTime('yesterday')).toBeUndefined();
    expect(parseEventTime('')).toBeUndefined();
    expect(parseEventTime(Number.NaN)).toBeUndefined();
    expect(parseEventTime({})).toBeUndefined();
  });
});
