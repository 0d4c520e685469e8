import { describe, expect, it } from 'vitest';
import { createCustomChartBodySchema, updateCustomChartBodySchema } from './custom-charts.js';

const messages = (body: unknown) =>
  createCustomChartBodySchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('custom chart bodies', () => {
  it('fills the optional settings of a new chart', () => {
    expect(
      createCustomChartBodySchema.parse({
        name: 'Cost by model',
        type: 'Area',
        metric: 'cost',
        aggregation: 'sum',
        splitBy: 'model',
      }),
    ).toEqual({
      name: 'Cost by model',
      description: null,
      type: 'Area',
      metric: 'cost',
      metricKey: null,
      aggregation: 'sum',
      splitBy: 'model',
      splitKey: null,
      filters: '',
      color: null,
    });
  });

  it('names each builder choice that does not go with the others', () => {
    expect(messages({ name: 'x', type: 'Area', metric: 'runs', aggregation: 'avg' })).toEqual([
      'aggregation: runs allows count, not avg',
    ]);
    expect(messages({ name: 'x', type: 'Line', metric: 'metadata', aggregation: 'sum' })).toEqual([
      'metricKey: name the metadata key that holds the number',
    ]);
    expect(
      messages({ name: 'x', type: 'Top', metric: 'cost', aggregation: 'sum', splitKey: 'env' }),
    ).toEqual([
      'splitKey: only a metadata split reads a key',
      'splitBy: a Top list ranks the values of a field; choose one',
    ]);
    expect(
      messages({
        name: 'x',
        type: 'Number',
        metric: 'users',
        aggregation: 'count',
        splitBy: 'model',
      }),
    ).toEqual(['splitBy: a single number has no split']);
    expect(messages({ name: 'x', type: 'Pie', metric: 'runs', aggregation: 'count' })[0]).toBe(
      'type must be one of Line, Area, Bar, Top, Number',
    );
  });

  it('updates by id with at least one changed field', () => {
    const id = '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e';
    expect(updateCustomChartBodySchema.parse({ id, type: 'Bar' })).toEqual({ id, type: 'Bar' });
    expect(updateCustomChartBodySchema.safeParse({ type: 'Bar' }).success).toBe(false);
    expect(updateCustomChartBodySchema.safeParse({ id }).success).toBe(false);
  });
});
