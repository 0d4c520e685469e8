import { describe, expect, it } from 'vitest';
import { linkKeepingTimeRange } from './keep-time-range';

describe('linkKeepingTimeRange', () => {
  it.each([
    ['a preset', '?type=llm&range=1h', '/logs?type=trace', '/logs?type=trace&range=1h'],
    [
      'a custom range',
      '?type=trace&from=2026-11-01T00%3A00Z&to=2026-11-02T00%3A00Z&filters=x',
      '/logs?type=thread',
      '/logs?type=thread&from=2026-11-01T00%3A00Z&to=2026-11-02T00%3A00Z',
    ],
    ['no range', '?type=llm', '/logs?type=trace', '/logs?type=trace'],
  ])('keeps %s when another list type is opened from /logs', (_, search, link, expected) => {
    expect(linkKeepingTimeRange(link, '/logs', search)).toBe(expected);
  });

  it('leaves links elsewhere, saved views and links from other pages alone', () => {
    expect(linkKeepingTimeRange('/dashboards', '/logs', '?range=1h')).toBe('/dashboards');
    expect(linkKeepingTimeRange('/logs?view=v1&type=llm', '/logs', '?range=1h')).toBe(
      '/logs?view=v1&type=llm',
    );
    expect(linkKeepingTimeRange('/logs?type=trace', '/dashboards', '?range=1h')).toBe(
      '/logs?type=trace',
    );
  });
});
