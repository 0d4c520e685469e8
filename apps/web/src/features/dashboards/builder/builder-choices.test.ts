import { describe, expect, it } from 'vitest';
import { costPerModelChart } from '../testing/chart-fixtures';
import {
  builderProblems,
  builderQuestion,
  initialChoices,
  previewChart,
  unsavedChartId,
  updateChartBody,
  withMetric,
} from './builder-choices';

describe('builder choices', () => {
  it('starts a new chart as runs counted per bucket, and an edit from the chart', () => {
    expect(builderProblems(initialChoices())).toEqual([]);
    const edited = initialChoices(costPerModelChart);
    expect(builderQuestion(edited)).toMatchObject({
      metric: 'cost',
      splitBy: 'model',
      filters: 'status=error',
    });
  });

  it('keeps an aggregation the new metric allows, else takes its default', () => {
    const cost = withMetric(initialChoices(), 'cost');
    expect(cost.aggregation).toBe('sum');
    expect(withMetric({ ...cost, aggregation: 'p95' }, 'latency').aggregation).toBe('p95');
    expect(withMetric({ ...cost, aggregation: 'sum' }, 'latency').aggregation).toBe('avg');
  });

  it('sends a metadata key only with a metadata metric or split', () => {
    const choices = { ...initialChoices(), metricKey: 'score', splitKey: 'plan' };
    expect(builderQuestion(choices)).toMatchObject({ metricKey: null, splitKey: null });
    const metadata = { ...withMetric(choices, 'metadata'), splitBy: 'metadata' as const };
    expect(builderQuestion(metadata)).toMatchObject({ metricKey: 'score', splitKey: 'plan' });
  });

  it('patches only what changed, and nothing but the id when nothing did', () => {
    const unchanged = initialChoices(costPerModelChart);
    expect(updateChartBody(costPerModelChart, unchanged)).toEqual({ id: costPerModelChart.id });
    expect(
      updateChartBody(costPerModelChart, { ...unchanged, name: 'Spend', description: '' }),
    ).toEqual({ id: costPerModelChart.id, name: 'Spend', description: null });
  });

  it('previews an unsaved chart under a temporary id and a stand-in name', () => {
    const chart = previewChart(initialChoices());
    expect(chart).toMatchObject({ id: unsavedChartId, name: 'Preview', type: 'Area' });
    expect(previewChart(initialChoices(costPerModelChart), costPerModelChart).id).toBe(
      costPerModelChart.id,
    );
  });
});
