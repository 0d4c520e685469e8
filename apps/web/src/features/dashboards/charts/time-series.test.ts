import type { AreaChartAnswer } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { seriesAt, stackSeries, toTimeSeries } from './time-series';

const split: AreaChartAnswer = {
  kind: 'area',
  enrichmentsMissing: false,
  series: ['gpt-4o', 'claude'],
  data: [
    { date: '2026-05-01T00:00:00.000Z', value: 5, 'gpt-4o': 3, claude: 2 },
    { date: '2026-05-02T00:00:00.000Z', value: 0, 'gpt-4o': 0, claude: 0 },
    { date: '2026-05-03T00:00:00.000Z', value: 7, 'gpt-4o': 1, claude: 6 },
  ],
};

describe('toTimeSeries', () => {
  it('makes one series per split value, in the order the server ranked them', () => {
    const { dates, series } = toTimeSeries(split, 'Runs');
    expect(dates).toHaveLength(3);
    expect(series.map((s) => [s.key, s.values])).toEqual([
      ['gpt-4o', [3, 0, 1]],
      ['claude', [2, 0, 6]],
    ]);
  });

  it('makes a single series of the values, named after the chart, when unsplit', () => {
    const { series } = toTimeSeries({ ...split, series: [] }, 'Costs');
    expect(series).toEqual([{ key: null, label: 'Costs', values: [5, 0, 7] }]);
  });
});

describe('stackSeries', () => {
  it('adds each series onto the ones below it', () => {
    expect(stackSeries(toTimeSeries(split, 'Runs').series)).toEqual([
      [3, 0, 1],
      [5, 0, 7],
    ]);
  });
});

describe('seriesAt', () => {
  const { series } = toTimeSeries(split, 'Runs');

  it('finds the band of a stack a click lands in', () => {
    expect(seriesAt(series, 0, 1, true)).toBe(0);
    expect(seriesAt(series, 0, 4.5, true)).toBe(1);
    expect(seriesAt(series, 2, 2, true)).toBe(1);
  });

  it('finds no series above the stack or below zero', () => {
    expect(seriesAt(series, 0, 9, true)).toBeNull();
    expect(seriesAt(series, 0, -1, true)).toBeNull();
  });

  it('finds the nearest line when the series are not stacked', () => {
    expect(seriesAt(series, 2, 5, false)).toBe(1);
    expect(seriesAt(series, 2, 1.2, false)).toBe(0);
  });
});
