import { type ChartPlacement, dashboardGridColumns } from '@lookout/domain';

/** A keyboard alternative to dragging and resizing a chart on the grid. */
export type LayoutMove =
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'wider'
  | 'narrower'
  | 'taller'
  | 'shorter';

/** The card menu's label of each move. */
export const layoutMoveLabels: Record<LayoutMove, string> = {
  left: 'Move left',
  right: 'Move right',
  up: 'Move up',
  down: 'Move down',
  wider: 'Wider',
  narrower: 'Narrower',
  taller: 'Taller',
  shorter: 'Shorter',
};

/** Rows a chart may span, as the layout contract allows. */
const maxHeight = 24;
const minWidth = 2;
const minHeight = 2;

/** A new chart's size: a third of the grid, as the home dashboard's charts. */
export const newChartSize = { w: 4, h: 4 } as const;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function overlaps(a: ChartPlacement, b: ChartPlacement): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Packs the charts upwards, keeping each one's column, as the grid does after a move: no gaps
 * above a chart, no two charts on one cell. Charts are settled top to bottom, then left to right.
 */
export function compactLayout(layout: readonly ChartPlacement[]): ChartPlacement[] {
  const order = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  const placed: ChartPlacement[] = [];
  for (const chart of order) {
    let y = 0;
    let candidate = { ...chart, y };
    while (placed.some((other) => overlaps(candidate, other))) {
      y += 1;
      candidate = { ...chart, y };
    }
    placed.push(candidate);
  }
  return layout.map((chart) => placed.find((item) => item.chartId === chart.chartId) ?? chart);
}

function moved(
  chart: ChartPlacement,
  move: LayoutMove,
  layout: readonly ChartPlacement[],
): ChartPlacement {
  switch (move) {
    case 'left':
      return { ...chart, x: Math.max(0, chart.x - 1) };
    case 'right':
      return { ...chart, x: clamp(chart.x + 1, 0, dashboardGridColumns - chart.w) };
    case 'up': {
      // Jump above the chart right above, so "up" swaps rows instead of hitting a wall.
      const above = layout.filter(
        (other) =>
          other.chartId !== chart.chartId &&
          other.y < chart.y &&
          other.x < chart.x + chart.w &&
          chart.x < other.x + other.w,
      );
      const target = above.length ? Math.max(...above.map((other) => other.y)) : chart.y - 1;
      return { ...chart, y: Math.max(0, target) };
    }
    case 'down': {
      const below = layout.filter(
        (other) =>
          other.chartId !== chart.chartId &&
          other.y > chart.y &&
          other.x < chart.x + chart.w &&
          chart.x < other.x + other.w,
      );
      const target = below.length
        ? Math.min(...below.map((other) => other.y + other.h))
        : chart.y + 1;
      return { ...chart, y: target };
    }
    case 'wider': {
      const w = Math.min(dashboardGridColumns, chart.w + 1);
      return { ...chart, w, x: Math.min(chart.x, dashboardGridColumns - w) };
    }
    case 'narrower':
      return { ...chart, w: Math.max(minWidth, chart.w - 1) };
    case 'taller':
      return { ...chart, h: Math.min(maxHeight, chart.h + 1) };
    case 'shorter':
      return { ...chart, h: Math.max(minHeight, chart.h - 1) };
  }
}

/**
 * The layout after a keyboard move of one chart. The moved chart keeps its new place and the
 * others make way below it, then everything packs upwards.
 *
 * @example moveChart(layout, 'costs', 'wider') // costs one column wider
 */
export function moveChart(
  layout: readonly ChartPlacement[],
  chartId: string,
  move: LayoutMove,
): ChartPlacement[] {
  const chart = layout.find((item) => item.chartId === chartId);
  if (!chart) return [...layout];
  const next = moved(chart, move, layout);
  // Charts the moved one now covers make way below it: moving up or down swaps places.
  const pushed = layout.map((item) => {
    if (item.chartId === chartId) return next;
    return overlaps(item, next) ? { ...item, y: next.y + next.h } : item;
  });
  return compactLayout(pushed);
}

/** Whether a move changes anything (the menu disables those that do not). */
export function canMove(
  layout: readonly ChartPlacement[],
  chartId: string,
  move: LayoutMove,
): boolean {
  const before = layout.find((item) => item.chartId === chartId);
  const after = moveChart(layout, chartId, move).find((item) => item.chartId === chartId);
  return !!before && !!after && JSON.stringify(before) !== JSON.stringify(after);
}

/** The layout with a chart added below all the others. */
export function addChart(layout: readonly ChartPlacement[], chartId: string): ChartPlacement[] {
  const bottom = layout.reduce((lowest, item) => Math.max(lowest, item.y + item.h), 0);
  return [...layout, { chartId, x: 0, y: bottom, ...newChartSize }];
}

/** The layout without a chart. */
export function removeChart(layout: readonly ChartPlacement[], chartId: string): ChartPlacement[] {
  return layout.filter((item) => item.chartId !== chartId);
}

/** Charts in reading order (top to bottom, left to right), the order keyboard users meet them. */
export function readingOrder(layout: readonly ChartPlacement[]): ChartPlacement[] {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Whether two layouts place every chart alike, whatever their order. */
export function sameLayout(a: readonly ChartPlacement[], b: readonly ChartPlacement[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((item) => {
    const other = b.find((candidate) => candidate.chartId === item.chartId);
    return (
      !!other &&
      other.x === item.x &&
      other.y === item.y &&
      other.w === item.w &&
      other.h === item.h
    );
  });
}
