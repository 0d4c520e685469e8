import { describe, expect, it } from 'vitest';
import { dashboardLayoutSchema } from '../entities/chart-placement.js';
import {
  type CatalogueChart,
  catalogueChartIds,
  chartCatalogue,
  findCatalogueChart,
  isCatalogueChartId,
} from './charts.js';
import { homeDashboardLayout } from './home-dashboard.js';

describe('chartCatalogue', () => {
  it('has the six Top lists', () => {
    const top = chartCatalogue.filter((chart) => chart.type === 'Top').map((chart) => chart.id);
    expect(top).toEqual(['models', 'templates', 'users', 'agents', 'languages', 'topics']);
  });

  it('has unique ids', () => {
    const ids = chartCatalogue.map((chart) => chart.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['threads', 'Active Conversations', 'sum'],
    ['run-types', 'Events Volume', 'sum'],
    ['feedback-ratio', 'Thumb Up/Down Score', 'avg'],
    ['users/average-cost', 'Average User Cost', 'avg'],
    ['latency', 'Avg. LLM Latency', 'avg'],
  ])('names %s "%s" and aggregates it by %s', (id, name, aggregation) => {
    expect(findCatalogueChart(id)).toMatchObject({ name, aggregation, type: 'Area' });
  });

  it('draws errors and thumbs down in red, new users and thumbs up in green', () => {
    expect(findCatalogueChart('errors')?.color).toBe('red');
    expect(findCatalogueChart('feedback/thumb/down')?.color).toBe('red');
    expect(findCatalogueChart('users/new')?.color).toBe('green');
    expect(findCatalogueChart('feedback/thumb/up')?.color).toBe('green');
    expect(findCatalogueChart('users/active')?.color).toBe('yellow');
    expect(findCatalogueChart('feedback-ratio')?.color).toBe('blue');
  });

  it('splits events by type and latency by model name, never with a colour too', () => {
    expect(findCatalogueChart('run-types')?.splitBy).toBe('type');
    expect(findCatalogueChart('latency')?.splitBy).toBe('name');
    for (const chart of chartCatalogue) {
      const entry: CatalogueChart = chart;
      expect(entry.color !== undefined && entry.splitBy !== undefined).toBe(false);
    }
  });
});

describe('chart units and enrichments', () => {
  it('gives every chart a unit, costs in US dollars and latency in milliseconds', () => {
    for (const chart of chartCatalogue) expect(chart.unit).toBeTruthy();
    expect(findCatalogueChart('costs')?.unit).toBe('usd');
    expect(findCatalogueChart('users/average-cost')?.unit).toBe('usd');
    expect(findCatalogueChart('latency')?.unit).toBe('ms');
    expect(findCatalogueChart('tokens')?.unit).toBe('tokens');
    expect(findCatalogueChart('evaluations/pass-rate')?.unit).toBe('percent');
  });

  it('marks only languages and topics as needing enrichments', () => {
    expect(
      chartCatalogue.filter((chart) => chart.needsEnrichments).map((chart) => chart.id),
    ).toEqual(['languages', 'topics']);
  });

  it('tells built-in ids from custom chart ids', () => {
    expect(isCatalogueChartId('feedback/thumb/up')).toBe(true);
    expect(isCatalogueChartId('0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e')).toBe(false);
    expect(catalogueChartIds).toHaveLength(20);
    expect(isCatalogueChartId('evaluations/pass-rate')).toBe(true);
    expect(isCatalogueChartId('guardrails/decisions')).toBe(true);
  });
});

describe('homeDashboardLayout', () => {
  it('places built-in charts only, each once, inside the grid without overlap', () => {
    const cells = new Set<string>();
    for (const placement of homeDashboardLayout) {
      expect(isCatalogueChartId(placement.chartId)).toBe(true);
      expect(dashboardLayoutSchema.safeParse([placement]).success).toBe(true);
      for (let x = placement.x; x < placement.x + placement.w; x++) {
        for (let y = placement.y; y < placement.y + placement.h; y++) {
          expect(cells.has(`${x},${y}`)).toBe(false);
          cells.add(`${x},${y}`);
        }
      }
    }
    expect(dashboardLayoutSchema.parse(homeDashboardLayout)).toHaveLength(9);
  });

  it('shows spend, volume, errors, latency, users and feedback', () => {
    expect(homeDashboardLayout.map((placement) => placement.chartId)).toEqual(
      expect.arrayContaining([
        'costs',
        'run-types',
        'errors',
        'latency',
        'users/active',
        'feedback-ratio',
      ]),
    );
  });
});
