import { type ChartPlacement, dashboardGridColumns } from '@lookout/domain';
import ReactGridLayout, {
  type Layout,
  type LayoutItem,
  useContainerWidth,
} from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { ReactNode } from 'react';
import { readingOrder, sameLayout } from '../dashboard-layout';
import { chartDragHandle } from './chart-card';

/** One grid row, in px; a chart of the default height (4 rows) is about 260 px tall. */
export const gridRowHeight = 56;
const gridMargin = 12;

/** What a card takes above and around the chart area: its drag strip, the panel's title and description, gaps. */
const cardChromeHeight = 92;

/** The pixel height of a card's chart area on `rows` rows. */
export function chartBodyHeight(rows: number): number {
  return Math.max(rows * gridRowHeight + (rows - 1) * gridMargin - cardChromeHeight, 80);
}

function toPlacements(layout: Layout): ChartPlacement[] {
  return layout.map((item: LayoutItem) => ({
    chartId: item.i,
    x: item.x,
    y: item.y,
    w: item.w,
    h: item.h,
  }));
}

interface DashboardGridProps {
  layout: readonly ChartPlacement[];
  /** Dragging and resizing are on: the role may change the dashboard. */
  editable: boolean;
  onLayoutChange: (layout: ChartPlacement[]) => void;
  renderCard: (placement: ChartPlacement) => ReactNode;
}

/**
 * The dashboard's charts on a 12-column grid. Cards drag by their title row and resize from
 * their corner; the card menus offer the same moves from the keyboard. Cards are in reading
 * order in the page, so Tab meets them as they are seen.
 */
export function DashboardGrid({
  layout,
  editable,
  onLayoutChange,
  renderCard,
}: DashboardGridProps) {
  const { width, containerRef } = useContainerWidth();
  const ordered = readingOrder(layout);
  function settle(next: Layout) {
    const placements = toPlacements(next);
    if (!sameLayout(placements, layout)) onLayoutChange(placements);
  }
  return (
    <div ref={containerRef} className="-mx-3">
      {width > 0 ? (
        <ReactGridLayout
          width={width}
          layout={ordered.map((item) => ({
            i: item.chartId,
            x: item.x,
            y: item.y,
            w: item.w,
            h: item.h,
            minW: 2,
            minH: 2,
          }))}
          gridConfig={{
            cols: dashboardGridColumns,
            rowHeight: gridRowHeight,
            margin: [gridMargin, gridMargin],
          }}
          dragConfig={{ enabled: editable, handle: `.${chartDragHandle}` }}
          resizeConfig={{ enabled: editable }}
          onDragStop={(next) => settle(next)}
          onResizeStop={(next) => settle(next)}
        >
          {ordered.map((item) => (
            <div key={item.chartId} data-chart-id={item.chartId}>
              {renderCard(item)}
            </div>
          ))}
        </ReactGridLayout>
      ) : null}
    </div>
  );
}
