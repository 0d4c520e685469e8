import { describe, expect, it } from 'vitest';
import { createDashboardBodySchema, updateDashboardBodySchema } from './dashboards.js';

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

  it('keeps the chart order it is given', () => {
    expect(
      updateDashboardBodySchema.parse({ charts: ['costs', 'models', 'errors'] }).charts,
    ).toEqual(['costs', 'models', 'errors']);
  });
});
