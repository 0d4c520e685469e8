// stand-in: replaced by the chart kit
import type { CatalogueChartId, CustomChart, DashboardGranularity } from '@lookout/domain';
import type { JSX } from 'react';

/** Which chart a panel draws: a built-in one by id, or a saved custom chart. */
export type ChartSource =
  | { kind: 'catalogue'; chartId: CatalogueChartId }
  | { kind: 'custom'; chart: CustomChart };

/** The range, buckets and time zone a chart is drawn for. */
export interface ChartRange {
  startDate: string;
  endDate: string;
  timeZone: string;
  granularity: DashboardGranularity;
}

/** What a click on a chart picked: a bucket start (ISO), a split value, a top-list row name. */
export interface ChartPick {
  date?: string;
  series?: string;
  name?: string;
}

export interface ChartPanelProps {
  projectId: string;
  source: ChartSource;
  range: ChartRange;
  filters: string;
  onPick?: (pick: ChartPick) => void;
  height?: number;
}

/** Stand-in: lists what the real panel would draw. */
export function ChartPanel(props: ChartPanelProps): JSX.Element {
  const id = props.source.kind === 'catalogue' ? props.source.chartId : props.source.chart.id;
  return (
    <div data-testid="chart-panel" className="text-xs text-muted-foreground">
      <div>chart {id}</div>
      <div>
        {props.range.startDate} → {props.range.endDate} · {props.range.granularity} ·{' '}
        {props.range.timeZone}
      </div>
      <div>filters {props.filters || '(none)'}</div>
      {props.onPick ? (
        <button
          type="button"
          onClick={() => props.onPick?.({ date: props.range.startDate, name: 'stand-in' })}
        >
          Pick {id}
        </button>
      ) : null}
    </div>
  );
}
