// stand-in: replaced by the chart kit
import type { CustomChart } from '@lookout/domain';
import type { JSX } from 'react';
import type { ChartRange } from '../charts/chart-panel';

export interface ChartBuilderDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  chart?: CustomChart;
  range: ChartRange;
  onSaved(chart: CustomChart): void;
}

/** Stand-in: shows which chart the real builder would edit. */
export function ChartBuilderDialog(props: ChartBuilderDialogProps): JSX.Element {
  return (
    <div role="dialog" aria-label="Chart builder" hidden={!props.open}>
      <p>{props.chart ? `Edit ${props.chart.name}` : 'New custom chart'}</p>
      <button type="button" onClick={() => props.onOpenChange(false)}>
        Close
      </button>
    </div>
  );
}
