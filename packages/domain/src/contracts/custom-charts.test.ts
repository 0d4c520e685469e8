import { describe, expect, it } from 'vitest';
import { createCustomChartBodySchema, updateCustomChartBodySchema } from './custom-charts.js';

describe('custom chart bodies', () => {
  it('fills the optional settings of a new chart', () => {
    expect(
      createCustomChartBodySchema.parse({ name: 'Cost by model', type: 'Area', dataKey: 'cost' }),
    ).toEqual({
      name: 'Cost by model',
      description: null,
      type: 'Area',
      dataKey: 'cost',
      aggregation: 'sum',
      splitBy: null,
      filters: '',
      color: null,
    });
  });

  it('updates by id with at least one changed field', () => {
    const id = '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e';
    expect(updateCustomChartBodySchema.parse({ id, type: 'Bar' })).toEqual({ id, type: 'Bar' });
    expect(updateCustomChartBodySchema.safeParse({ type: 'Bar' }).success).toBe(false);
    expect(updateCustomChartBodySchema.safeParse({ id }).success).toBe(false);
  });
});
