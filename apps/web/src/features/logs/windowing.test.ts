import { describe, expect, it } from 'vitest';
import { computeWindow } from './windowing';

const base = { count: 10_000, rowHeight: 40, viewportHeight: 400, overscan: 5 };

describe('computeWindow', () => {
  it('renders the visible rows plus the overscan, standing in for the rest', () => {
    expect(computeWindow({ ...base, scrollTop: 4000 })).toEqual({
      start: 95,
      end: 116,
      paddingTop: 3800,
      paddingBottom: (10_000 - 116) * 40,
      totalHeight: 400_000,
    });
  });

  it('starts at the top and stops at the end of the list', () => {
    expect(computeWindow({ ...base, scrollTop: 0 })).toMatchObject({
      start: 0,
      end: 16,
      paddingTop: 0,
    });
    const end = computeWindow({ ...base, scrollTop: 10_000_000 });
    expect(end.end).toBe(10_000);
    expect(end.paddingBottom).toBe(0);
    expect(end.start).toBe(10_000 - 10 - 5);
  });

  it('renders everything for a short list and nothing for an empty one', () => {
    expect(computeWindow({ ...base, count: 3, scrollTop: 0 })).toMatchObject({ start: 0, end: 3 });
    expect(computeWindow({ ...base, count: 0, scrollTop: 50 })).toEqual({
      start: 0,
      end: 0,
      paddingTop: 0,
      paddingBottom: 0,
      totalHeight: 0,
    });
  });

  it('always accounts for every row: rendered plus padding equals the total', () => {
    for (const scrollTop of [0, 13, 999, 123_457, 399_600]) {
      const window = computeWindow({ ...base, scrollTop });
      expect(window.paddingTop + (window.end - window.start) * 40 + window.paddingBottom).toBe(
        window.totalHeight,
      );
    }
  });
});
