import type { ChartPlacement } from '@lookout/domain';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  ChartPanel,
  type ChartPick,
  type ChartRange,
  type ChartSource,
} from '../charts/chart-panel';
import type { LayoutMove } from '../dashboard-layout';
import { ChartCardMenu } from './chart-card-menu';

/** The CSS class of the part of a card that drags it (its title row). */
export const chartDragHandle = 'chart-drag-handle';

interface ChartCardProps {
  projectId: string;
  title: string;
  /** The chart to draw; null when the placement names a chart that no longer exists. */
  source: ChartSource | null;
  range: ChartRange;
  filters: string;
  height: number;
  layout: readonly ChartPlacement[];
  chartId: string;
  draggable: boolean;
  onPick?: ((pick: ChartPick) => void) | undefined;
  onEdit?: (() => void) | undefined;
  onMove?: ((move: LayoutMove) => void) | undefined;
  onRemove?: (() => void) | undefined;
}

/** One chart on the grid: its title, its menu and the chart itself. */
export function ChartCard(props: ChartCardProps) {
  const { title, source, draggable } = props;
  let body: ReactNode;
  if (source) {
    body = (
      <ChartPanel
        projectId={props.projectId}
        source={source}
        range={props.range}
        filters={props.filters}
        height={props.height}
        {...(props.onPick ? { onPick: props.onPick } : {})}
      />
    );
  } else {
    body = (
      <p className="p-3 text-sm text-muted-foreground">
        This chart was deleted. Remove it from the dashboard.
      </p>
    );
  }
  return (
    <section
      aria-label={title}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm"
    >
      <header className="flex items-center gap-1 border-b border-border px-2 py-1">
        <div
          className={`flex min-w-0 flex-1 items-center gap-1 ${draggable ? `${chartDragHandle} cursor-grab` : ''}`}
        >
          {draggable ? (
            <IconGripVertical className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          ) : null}
          <h2 className="truncate text-sm font-medium">{title}</h2>
        </div>
        <ChartCardMenu
          title={title}
          layout={props.layout}
          chartId={props.chartId}
          onEdit={props.onEdit}
          onMove={props.onMove}
          onRemove={props.onRemove}
        />
      </header>
      <div className="min-h-0 flex-1 p-2">{body}</div>
    </section>
  );
}
