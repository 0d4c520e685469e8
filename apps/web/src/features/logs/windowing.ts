/** What a windowed list needs to know to pick the rows to render. */
export interface WindowInput {
  /** Rows in the list. */
  count: number;
  /** Height of every row, in px. */
  rowHeight: number;
  /** Visible height of the scrolling area, in px. */
  viewportHeight: number;
  /** How far the area is scrolled, in px (measured from the first row). */
  scrollTop: number;
  /** Extra rows rendered above and below the visible ones, so fast scrolling shows no gap. */
  overscan: number;
}

/** The rows to render and the space standing in for the others. */
export interface RowWindow {
  /** First row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** Height of the rows above `start`, in px. */
  paddingTop: number;
  /** Height of the rows from `end` on, in px. */
  paddingBottom: number;
  /** Height of all rows, in px. */
  totalHeight: number;
}

/**
 * The slice of a fixed-row-height list to render: the visible rows plus `overscan` on each
 * side, clamped to the list, with the heights of the rows left out above and below.
 *
 * @example computeWindow({ count: 10_000, rowHeight: 40, viewportHeight: 400, scrollTop: 4000, overscan: 5 })
 * // { start: 95, end: 115, paddingTop: 3800, paddingBottom: 395_400, totalHeight: 400_000 }
 */
export function computeWindow({
  count,
  rowHeight,
  viewportHeight,
  scrollTop,
  overscan,
}: WindowInput): RowWindow {
  const totalHeight = Math.max(0, count) * rowHeight;
  if (count <= 0 || rowHeight <= 0) {
    return { start: 0, end: 0, paddingTop: 0, paddingBottom: 0, totalHeight: 0 };
  }
  const maxScroll = Math.max(0, totalHeight - viewportHeight);
  const top = Math.min(Math.max(0, scrollTop), maxScroll);
  const firstVisible = Math.floor(top / rowHeight);
  const visibleCount = Math.ceil(Math.max(viewportHeight, 0) / rowHeight) + 1;
  const start = Math.max(0, firstVisible - overscan);
  const end = Math.min(count, firstVisible + visibleCount + overscan);
  return {
    start,
    end,
    paddingTop: start * rowHeight,
    paddingBottom: (count - end) * rowHeight,
    totalHeight,
  };
}
