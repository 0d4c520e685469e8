import { describe, expect, it } from 'vitest';
import { createDashboardBodySchema, updateDashboardBodySchema } from './dashboards.js';

const place = (chartId: string, x = 0, w = 4) => ({ chartId, x, y: 0, w, h: 4 });

describe('dashboard bodies', () => {
  it('creates a dashboard without any argument', () => {
    expect(createDashboardBodySchema.parse({})).toEqual({});
  });

  it('moves the home flag but never clears it', () => {
    expect(updateDashboardBodySchema.parse({ isHome: true })).toEqual({ isHome: true });
    expect(updateDashboardBodySchema.safeParse({ isHome: false }).error?.issues[0]?.message).toBe(
      'isHome can only be set to true',
    );
  });

  it('keeps the layout it is given', () => {
    const charts = [place('costs'), place('models', 4), place('errors', 8)];
    expect(updateDashboardBodySchema.parse({ charts }).charts).toEqual(charts);
  });

  it('refuses a chart outside the grid or placed twice', () => {
    expect(
      updateDashboardBodySchema.safeParse({ charts: [place('costs', 10, 4)] }).error?.issues[0]
        ?.message,
    ).toBe('A chart must fit in the 12 columns of the grid (x + w ≤ 12)');
    expect(
      updateDashboardBodySchema.safeParse({ charts: [place('costs'), place('costs', 4)] }).error
        ?.issues[0]?.message,
    ).toBe('A chart can be placed only once on a dashboard');
  });

  it('refuses a granularity charts cannot bucket by', () => {
    expect(
      updateDashboardBodySchema.safeParse({ granularity: 'monthly' }).error?.issues[0]?.message,
    ).toBe('granularity must be hourly, daily or weekly');
  });
});
