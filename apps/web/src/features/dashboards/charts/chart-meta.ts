import {
  type ChartColor,
  type ChartUnit,
  type CustomChart,
  type CustomChartMetric,
  findCatalogueChart,
} from '@lookout/domain';
import type { ChartSource } from './chart-source';

/** How a panel draws its answer. */
export type ChartDrawing = 'area' | 'line' | 'bar' | 'top' | 'number';

/** What a chart's numbers are, so axes, tooltips and tables format them alike. */
export interface ChartLook {
  drawing: ChartDrawing;
  unit: ChartUnit;
  /** The single series' colour (errors red…), or null for the palette. */
  color: ChartColor | null;
  /**
   * Whether split series add up to the total (counts and sums) and so stack;
   * averages and percentiles of each series are drawn side by side.
   */
  additive: boolean;
}

/** The unit of each custom metric; feedback averages are scores from -1 to 1. */
function customUnit(chart: Pick<CustomChart, 'metric' | 'aggregation'>): ChartUnit {
  const units: Record<CustomChartMetric, ChartUnit> = {
    runs: 'runs',
    tokens: 'tokens',
    cost: 'usd',
    latency: 'ms',
    errors: 'runs',
    feedback: chart.aggregation === 'avg' ? 'score' : 'count',
    users: 'users',
    metadata: 'count',
  };
  return units[chart.metric];
}

const customDrawings = {
  Line: 'line',
  Area: 'area',
  Bar: 'bar',
  Top: 'top',
  Number: 'number',
} as const satisfies Record<CustomChart['type'], ChartDrawing>;

const chartColors: readonly ChartColor[] = ['blue', 'green', 'yellow', 'red'];

/** A custom chart's colour when it names one the charts know; else the palette. */
function customColor(color: string | null): ChartColor | null {
  return chartColors.find((known) => known === color) ?? null;
}

/**
 * How a source draws and formats: the catalogue's type, unit and colour, or
 * the custom chart's choices.
 *
 * @example chartLook({ kind: 'catalogue', chartId: 'errors' }) // { drawing: 'area', unit: 'runs', color: 'red', additive: true }
 */
export function chartLook(source: ChartSource): ChartLook {
  if (source.kind === 'custom') {
    const { chart } = source;
    return {
      drawing: customDrawings[chart.type],
      unit: customUnit(chart),
      color: customColor(chart.color),
      additive:
        (chart.aggregation === 'count' || chart.aggregation === 'sum') && chart.metric !== 'users',
    };
  }
  const chart = findCatalogueChart(source.chartId);
  return {
    drawing: chart?.type === 'Top' ? 'top' : 'area',
    unit: chart?.unit ?? 'count',
    color: chart?.color ?? null,
    additive: chart?.aggregation === 'sum',
  };
}

/** The panel's heading: the catalogue name or the custom chart's name. */
export function chartTitle(source: ChartSource): string {
  if (source.kind === 'custom') return source.chart.name;
  return findCatalogueChart(source.chartId)?.name ?? source.chartId;
}

/** The sentence under the heading, or null when the custom chart has none. */
export function chartDescription(source: ChartSource): string | null {
  if (source.kind === 'custom') return source.chart.description;
  return findCatalogueChart(source.chartId)?.description ?? null;
}

/** Whether the catalogue chart's data comes from enrichments (languages, topics). */
export function chartNeedsEnrichments(source: ChartSource): boolean {
  return (
    source.kind === 'catalogue' && Boolean(findCatalogueChart(source.chartId)?.needsEnrichments)
  );
}
