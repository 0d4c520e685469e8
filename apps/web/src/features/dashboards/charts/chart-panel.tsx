import type { LatencyStatistic } from '@lookout/domain';
import { cn } from '@lookout/ui';
import { IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type JSX, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { chartDataQueryOptions } from '../api/chart-data';
import { chartDescription, chartLook, chartTitle } from './chart-meta';
import type { ChartPick, ChartRange, ChartSource } from './chart-source';
import { ChartError, ChartSkeleton } from './chart-states';
import { ChartView } from './chart-view';
import { andFilterStrings } from './combine-filters';
import { StatisticSelect } from './statistic-select';

export { chartDescription, chartTitle } from './chart-meta';
export type { ChartPick, ChartRange, ChartSource } from './chart-source';

export interface ChartPanelProps {
  projectId: string;
  source: ChartSource;
  range: ChartRange;
  /** The dashboard's filter string, ANDed with the chart's own. */
  filters: string;
  onPick?: (pick: ChartPick) => void;
  /** Height of the chart area in px (the title row comes on top); 240 by default. */
  height?: number;
}

/** Room uPlot's legend of live values takes under the plot. */
const legendHeight = 44;

/**
 * One chart of a dashboard or of the builder's preview: its title, its data
 * (fetched for the range and filters, the previous answer kept while the next
 * loads), a skeleton while loading, an empty or error state, then the chart.
 * A time series can be switched to a table whose values are buttons, so
 * picking a bucket works from the keyboard and screen readers too.
 */
export function ChartPanel({
  projectId,
  source,
  range,
  filters,
  onPick,
  height = 240,
}: ChartPanelProps): JSX.Element {
  const [asTable, setAsTable] = useState(false);
  const [statistic, setStatistic] = useState<LatencyStatistic>('avg');
  const latency = source.kind === 'catalogue' && source.chartId === 'latency';
  const title = chartTitle(source);
  const description = chartDescription(source);
  const look = chartLook(source);
  const combined = andFilterStrings(filters, source.kind === 'custom' ? source.chart.filters : '');
  const query = useQuery({
    ...chartDataQueryOptions({
      projectId,
      source,
      range,
      filters: combined.ok ? combined.filters : '',
      statistic: latency ? statistic : undefined,
    }),
    enabled: combined.ok,
  });
  // The table toggle only helps once there is a time series to read.
  const timeSeries = query.data?.kind === 'area' && combined.ok;

  let body: JSX.Element;
  if (!combined.ok) body = <ChartError message={combined.message} />;
  else if (query.isError && !query.isFetching) {
    body = <ChartError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (!query.data) body = <ChartSkeleton title={title} />;
  else {
    body = (
      <ChartView
        title={title}
        answer={query.data}
        look={look}
        range={range}
        height={Math.max(height - legendHeight, 80)}
        asTable={asTable}
        onPick={onPick}
      />
    );
  }

  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold">{title}</h3>
          {description ? (
            <p className="truncate text-xs text-muted-foreground" title={description}>
              {description}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {latency ? <StatisticSelect value={statistic} onChange={setStatistic} /> : null}
          {timeSeries ? (
            <button
              type="button"
              aria-pressed={asTable}
              onClick={() => setAsTable((shown) => !shown)}
              className={cn(
                'inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                asTable && 'bg-muted text-foreground',
              )}
            >
              <IconTable className="size-3.5" aria-hidden />
              Show as table
            </button>
          ) : null}
        </div>
      </header>
      <div
        className={cn('min-h-0 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        style={{ height }}
        aria-busy={query.isFetching}
      >
        {body}
      </div>
    </section>
  );
}
