import { describe, expect, it } from 'vitest';
import { costPerModelChart } from '../testing/chart-fixtures';
import { chartDescription, chartLook, chartNeedsEnrichments, chartTitle } from './chart-meta';

describe('chartLook', () => {
  it('draws catalogue charts in their type, unit and colour', () => {
    expect(chartLook({ kind: 'catalogue', chartId: 'errors' })).toEqual({
      drawing: 'area',
      unit: 'runs',
      color: 'red',
      additive: true,
    });
    expect(chartLook({ kind: 'catalogue', chartId: 'users/new' }).color).toBe('green');
    expect(chartLook({ kind: 'catalogue', chartId: 'users/active' }).color).toBe('yellow');
    expect(chartLook({ kind: 'catalogue', chartId: 'models' }).drawing).toBe('top');
    // Averages of each series do not add up to the chart's average: no stack.
    expect(chartLook({ kind: 'catalogue', chartId: 'latency' })).toMatchObject({
      unit: 'ms',
      additive: false,
    });
  });

  it("draws custom charts as built: type, the metric's unit, a known colour", () => {
    const chart = { ...costPerModelChart, color: 'red' };
    expect(chartLook({ kind: 'custom', chart })).toEqual({
      drawing: 'bar',
      unit: 'usd',
      color: 'red',
      additive: true,
    });
    const score = { ...chart, metric: 'feedback', aggregation: 'avg', color: 'pink' } as const;
    expect(chartLook({ kind: 'custom', chart: score })).toMatchObject({
      unit: 'score',
      color: null,
      additive: false,
    });
    const users = { ...chart, metric: 'users', aggregation: 'count', type: 'Area' } as const;
    expect(chartLook({ kind: 'custom', chart: users }).additive).toBe(false);
  });
});

describe('chart titles', () => {
  it('names catalogue charts from the catalogue and custom charts by their name', () => {
    expect(chartTitle({ kind: 'catalogue', chartId: 'threads' })).toBe('Active Conversations');
    expect(chartTitle({ kind: 'custom', chart: costPerModelChart })).toBe('Cost per model');
    expect(
      chartDescription({ kind: 'custom', chart: { ...costPerModelChart, description: null } }),
    ).toBeNull();
    expect(chartNeedsEnrichments({ kind: 'catalogue', chartId: 'topics' })).toBe(true);
    expect(chartNeedsEnrichments({ kind: 'catalogue', chartId: 'models' })).toBe(false);
  });
});
