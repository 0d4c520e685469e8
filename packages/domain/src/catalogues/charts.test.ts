import { describe, expect, it } from 'vitest';
import { type CatalogueChart, chartCatalogue, findCatalogueChart } from './charts.js';

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
