import {
  type CreateCustomChartBody,
  type CustomChart,
  type CustomChartAggregation,
  type CustomChartMetric,
  type CustomChartSplit,
  type CustomChartType,
  customChartMetricAggregations,
  customChartQueryProblems,
  type UpdateCustomChartBody,
} from '@lookout/domain';
import { type FilterBar, parseFilterBar, serializeFilterBar } from '@lookout/filters';

/** What the builder's fields hold; keys are trimmed when read. */
export interface BuilderChoices {
  name: string;
  description: string;
  /** A colour of the charts (blue, green, yellow, red) or '' for the palette. */
  color: string;
  type: CustomChartType;
  metric: CustomChartMetric;
  metricKey: string;
  aggregation: CustomChartAggregation;
  splitBy: CustomChartSplit | null;
  splitKey: string;
  filters: FilterBar;
}

/** What the Metric field offers, in the order shown. */
export const metricLabels: Record<CustomChartMetric, string> = {
  runs: 'Runs',
  tokens: 'Tokens',
  cost: 'Cost',
  latency: 'Latency',
  errors: 'Errors',
  feedback: 'Feedback',
  users: 'Users',
  metadata: 'Metadata number',
};

export const aggregationLabels: Record<CustomChartAggregation, string> = {
  count: 'Count',
  sum: 'Sum',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  p50: '50th percentile',
  p95: '95th percentile',
  p99: '99th percentile',
};

export const splitLabels: Record<CustomChartSplit, string> = {
  model: 'Model',
  name: 'Name',
  type: 'Type',
  tag: 'Tag',
  user: 'User',
  metadata: 'Metadata key',
  template: 'Template',
};

export const typeLabels: Record<CustomChartType, string> = {
  Line: 'Line',
  Area: 'Area',
  Bar: 'Bar',
  Top: 'Top list',
  Number: 'Single number',
};

/** The builder's starting choices: the chart being edited, or runs per day as an area. */
export function initialChoices(chart?: CustomChart): BuilderChoices {
  if (!chart) {
    return {
      name: '',
      description: '',
      color: '',
      type: 'Area',
      metric: 'runs',
      metricKey: '',
      aggregation: 'count',
      splitBy: null,
      splitKey: '',
      filters: { operator: 'AND', filters: [] },
    };
  }
  return {
    name: chart.name,
    description: chart.description ?? '',
    color: chart.color ?? '',
    type: chart.type,
    metric: chart.metric,
    metricKey: chart.metricKey ?? '',
    aggregation: chart.aggregation,
    splitBy: chart.splitBy,
    splitKey: chart.splitKey ?? '',
    filters: parseFilterBar(chart.filters),
  };
}

/** The aggregations a metric allows; the first is its default. */
export function allowedAggregations(metric: CustomChartMetric): readonly CustomChartAggregation[] {
  return customChartMetricAggregations[metric];
}

/** A new metric, keeping the aggregation when the metric allows it, else its default. */
export function withMetric(choices: BuilderChoices, metric: CustomChartMetric): BuilderChoices {
  const allowed = allowedAggregations(metric);
  const aggregation = allowed.includes(choices.aggregation)
    ? choices.aggregation
    : (allowed[0] ?? 'count');
  return { ...choices, metric, aggregation };
}

/** The question the choices ask, as the contract reads it: keys only where they apply. */
export function builderQuestion(choices: BuilderChoices) {
  return {
    type: choices.type,
    metric: choices.metric,
    metricKey: choices.metric === 'metadata' ? choices.metricKey.trim() || null : null,
    aggregation: choices.aggregation,
    splitBy: choices.splitBy,
    splitKey: choices.splitBy === 'metadata' ? choices.splitKey.trim() || null : null,
    filters: serializeFilterBar(choices.filters),
  };
}

/** What keeps the choices from making a chart (the server's own checks), one message each. */
export function builderProblems(choices: BuilderChoices): string[] {
  return customChartQueryProblems(builderQuestion(choices));
}

/** The body of `POST /v1/dashboards/charts/custom`. */
export function createChartBody(choices: BuilderChoices): CreateCustomChartBody {
  return {
    ...builderQuestion(choices),
    name: choices.name.trim(),
    description: choices.description.trim() || null,
    color: choices.color || null,
  };
}

/** The body of `PATCH /v1/dashboards/charts/custom`: the id and the fields that changed. */
export function updateChartBody(
  chart: CustomChart,
  choices: BuilderChoices,
): UpdateCustomChartBody {
  const next = createChartBody(choices);
  const changed = Object.fromEntries(
    (Object.keys(next) as (keyof CreateCustomChartBody)[])
      .filter((key) => next[key] !== chart[key])
      .map((key) => [key, next[key]]),
  );
  return { id: chart.id, ...changed };
}

/** Id of the chart the preview draws before it is saved. */
export const unsavedChartId = '00000000-0000-4000-8000-000000000000';

/** The choices as a chart the preview can draw (a temporary id until saved). */
export function previewChart(choices: BuilderChoices, chart?: CustomChart): CustomChart {
  const now = new Date(0).toISOString();
  return {
    ...createChartBody(choices),
    name: choices.name.trim() || 'Preview',
    id: chart?.id ?? unsavedChartId,
    createdAt: chart?.createdAt ?? now,
    updatedAt: chart?.updatedAt ?? now,
  };
}
