import { describe, expect, it } from 'vitest';
import { defaultDashboardRangeDays, filterNumberDefaults, themeDefaults } from './defaults.js';
import { type FilterNumberKind, filterNumberBounds } from './limits.js';

describe('filterNumberDefaults', () => {
  it('gives each number input a starting value the input itself would accept', () => {
    for (const kind of Object.keys(filterNumberBounds) as FilterNumberKind[]) {
      const value = filterNumberDefaults[kind];
      const bounds: { min: number; max?: number; step?: number } = filterNumberBounds[kind];
      expect(value).toBeGreaterThanOrEqual(bounds.min);
      if (bounds.max !== undefined) expect(value).toBeLessThanOrEqual(bounds.max);
      if (bounds.step !== undefined) {
        const steps = (value - bounds.min) / bounds.step;
        expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
      }
    }
  });

  it('starts the percent slider half way', () => {
    expect(filterNumberDefaults.percent).toBe(
      (filterNumberBounds.percent.min + filterNumberBounds.percent.max) / 2,
    );
  });
});

describe('themeDefaults (SPEC §9)', () => {
  it('follows the system colour scheme, with medium radius, shade 7 and the blue and teal palettes', () => {
    expect(themeDefaults).toEqual({
      colorScheme: 'auto',
      radius: 'md',
      primaryShade: 7,
      palettes: ['blue', 'teal'],
    });
  });
});

describe('defaultDashboardRangeDays', () => {
  it('shows the last 30 days on a dashboard', () => {
    expect(defaultDashboardRangeDays).toBe(30);
  });
});
