import type { ChartPlacement } from '@lookout/domain';
import { dashboardLayoutSchema, homeDashboardLayout } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { addChart, canMove, moveChart, removeChart } from './dashboard-layout';

const layout: ChartPlacement[] = [
  { chartId: 'costs', x: 0, y: 0, w: 4, h: 4 },
  { chartId: 'errors', x: 4, y: 0, w: 4, h: 4 },
  { chartId: 'tokens', x: 0, y: 4, w: 4, h: 4 },
];

function placed(next: ChartPlacement[], chartId: string) {
  return next.find((item) => item.chartId === chartId);
}

describe('moveChart', () => {
  it('moves a chart a column sideways, never out of the grid', () => {
    expect(placed(moveChart(layout, 'errors', 'right'), 'errors')?.x).toBe(5);
    expect(placed(moveChart(layout, 'costs', 'left'), 'costs')?.x).toBe(0);
    const atEdge = [{ chartId: 'costs', x: 8, y: 0, w: 4, h: 4 }];
    expect(canMove(atEdge, 'costs', 'right')).toBe(false);
    expect(canMove(layout, 'costs', 'left')).toBe(false);
  });

  it('swaps a chart with the one above or below', () => {
    const up = moveChart(layout, 'tokens', 'up');
    expect(placed(up, 'tokens')).toMatchObject({ x: 0, y: 0 });
    expect(placed(up, 'costs')).toMatchObject({ x: 0, y: 4 });
    const down = moveChart(layout, 'costs', 'down');
    expect(placed(down, 'costs')).toMatchObject({ y: 4 });
    expect(placed(down, 'tokens')).toMatchObject({ y: 0 });
  });

  it('resizes within the grid and pushes the charts it now covers', () => {
    const wider = moveChart(layout, 'costs', 'wider');
    expect(placed(wider, 'costs')).toMatchObject({ x: 0, w: 5 });
    // errors sat at column 4: it makes way below costs.
    expect(placed(wider, 'errors')?.y).toBeGreaterThanOrEqual(4);
    expect(placed(moveChart(layout, 'costs', 'taller'), 'costs')?.h).toBe(5);
    expect(placed(moveChart(layout, 'costs', 'shorter'), 'costs')?.h).toBe(3);
    expect(placed(moveChart(layout, 'costs', 'narrower'), 'costs')?.w).toBe(3);
    const full = [{ chartId: 'costs', x: 0, y: 0, w: 12, h: 4 }];
    expect(canMove(full, 'costs', 'wider')).toBe(false);
  });

  it('always answers a layout the server accepts', () => {
    let next = [...homeDashboardLayout];
    const moves = [
      'wider',
      'right',
      'down',
      'up',
      'taller',
      'left',
      'narrower',
      'shorter',
    ] as const;
    for (const [index, move] of [...moves, ...moves, ...moves].entries()) {
      const chart = next[index % next.length];
      if (chart) next = moveChart(next, chart.chartId, move);
      expect(dashboardLayoutSchema.safeParse(next).success).toBe(true);
      // No two charts share a cell.
      for (const a of next) {
        for (const b of next) {
          if (a === b) continue;
          const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          expect(overlap).toBe(false);
        }
      }
    }
  });
});

describe('addChart and removeChart', () => {
  it('adds a chart under the others and removes one', () => {
    expect(placed(addChart(layout, 'threads'), 'threads')).toEqual({
      chartId: 'threads',
      x: 0,
      y: 8,
      w: 4,
      h: 4,
    });
    expect(removeChart(layout, 'errors').map((item) => item.chartId)).toEqual(['costs', 'tokens']);
  });
});
