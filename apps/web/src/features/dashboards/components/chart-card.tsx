import type { ChartPlacement } from '@lookout/domain';
import { IconGripVertical } from '@tabler/icons-react';
import {
  ChartPanel,
  type ChartPick,
  type ChartRange,
  type ChartSource,
} from '../charts/chart-panel';
import type { LayoutMove } from '../dashboard-layout';
import { ChartCardMenu } from './chart-card-menu';

/** The CSS class of the part of a card that drags it (its top strip). */
export const chartDragHandle = 'chart-drag-handle';

interface ChartCardProps {
  projectId: string;
  /** The chart's name, for its menu (the panel shows it as its heading). */
  title: string;
  /** The chart to draw; null when the placement names a chart that no longer exists. */
  source: ChartSource | null;
  range: ChartRange;
  filters: string;
  /** Height of the panel's chart area, in px. */
  height: number;
  layout: readonly ChartPlacement[];
  chartId: string;
  draggable: boolean;
  onPick?: ((pick: ChartPick) => void) | undefined;
  onEdit?: (() => void) | undefined;
  onMove?: ((move: LayoutMove) => void) | undefined;
  onRemove?: (() => void) | undefined;
}

/**
 * One chart on the grid: a strip that drags it, with its menu, above the chart panel (which
 * shows the title, the data and its own loading, empty and error states).
 */
export function ChartCard(props: ChartCardProps) {
  const { title, source, draggable } = props;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm">
      <div className="flex h-7 shrink-0 items-center gap-1 pr-1 pl-2">
        <div
          className={`flex h-full min-w-0 flex-1 items-center ${draggable ? `${chartDragHandle} cursor-grab` : ''}`}
          title={draggable ? 'Drag to move; drag the corner to resize' : undefined}
        >
          {draggable ? (
            <IconGripVertical className="size-4 text-muted-foreground" aria-hidden />
          ) : null}
        </div>
        <ChartCardMenu
          title={title}
          layout={props.layout}
          chartId={props.chartId}
          onEdit={props.onEdit}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
      </div>
      <div className="min-h-0 flex-1 px-3 pb-2">
        {source ? (
          <ChartPanel
            projectId={props.projectId}
            source={source}
            range={props.range}
            filters={props.filters}
            height={props.height}
            {...(props.onPick ? { onPick: props.onPick } : {})}
          />
        ) : (
          <section aria-label={title} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">
              {title === 'Deleted chart'
                ? 'This chart was deleted. Remove it from the dashboard.'
                : 'Loading the chart…'}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
