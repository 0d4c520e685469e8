import {
  type ChartPlacement,
  type CustomChart,
  type Dashboard,
  isCatalogueChartId,
} from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { customChartsKey, useCustomCharts } from '../api/custom-charts-api';
import { useLayoutSaver } from '../api/use-layout-saver';
import { ChartBuilderDialog } from '../builder/chart-builder-dialog';
import { chartLogsLink } from '../chart-logs-link';
import { chartTitle } from '../charts/chart-meta';
import type { ChartSource } from '../charts/chart-panel';
import type { DashboardAccess } from '../dashboard-access';
import { addChart, moveChart, removeChart } from '../dashboard-layout';
import { effectiveGranularity } from '../date-range';
import { useChartRange } from '../use-chart-range';
import { AddChartDialog } from './add-chart-dialog';
import { ChartCard } from './chart-card';
import { chartBodyHeight, DashboardGrid } from './dashboard-grid';
import { DashboardHeader } from './dashboard-header';
import { DateRangeControl } from './date-range-control';
import { EmptyDashboard } from './empty-dashboard';

function sourceOf(chartId: string, customCharts: readonly CustomChart[]): ChartSource | null {
  if (isCatalogueChartId(chartId)) return { kind: 'catalogue', chartId };
  const chart = customCharts.find((candidate) => candidate.id === chartId);
  return chart ? { kind: 'custom', chart } : null;
}

interface DashboardViewProps {
  projectId: string;
  dashboard: Dashboard;
  dashboards: Dashboard[];
  access: DashboardAccess;
}

/** A loaded dashboard: its header, the date range control and its charts on the grid. */
export function DashboardView({ projectId, dashboard, dashboards, access }: DashboardViewProps) {
  useDocumentTitle(dashboard.name);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customCharts = useCustomCharts(projectId);
  const { range, choice, setChoice, setGranularity, setTimeZone } = useChartRange(
    dashboard.granularity,
  );
  const saver = useLayoutSaver(projectId, dashboard.id, dashboard.charts);
  const [adding, setAdding] = useState(false);
  const [builder, setBuilder] = useState<{ chart?: CustomChart } | null>(null);
  const layout = saver.layout;
  const charts = customCharts.data ?? [];

  function change(next: ChartPlacement[]) {
    saver.change(next);
  }

  function chartSaved(chart: CustomChart) {
    void queryClient.invalidateQueries({ queryKey: customChartsKey(projectId) });
    if (!layout.some((item) => item.chartId === chart.id)) change(addChart(layout, chart.id));
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <DashboardHeader
          projectId={projectId}
          dashboard={dashboard}
          dashboards={dashboards}
          access={access}
        />
        <div className="flex flex-wrap items-center gap-2">
          <span role="status" className="text-xs text-muted-foreground">
            {saver.saving ? 'Saving layout…' : null}
          </span>
          <DateRangeControl
            value={choice}
            onChange={setChoice}
            granularity={range.granularity}
            onGranularityChange={setGranularity}
            timeZone={range.timeZone}
            onTimeZoneChange={setTimeZone}
            hourlyAllowed={effectiveGranularity('hourly', range) === 'hourly'}
          />
          {access.update ? (
            <Button size="sm" onClick={() => setAdding(true)}>
              <IconPlus aria-hidden />
              Add chart
            </Button>
          ) : null}
        </div>
      </header>
      {layout.length === 0 ? (
        <EmptyDashboard onAdd={access.update ? () => setAdding(true) : undefined} />
      ) : (
        <DashboardGrid
          layout={layout}
          editable={access.update}
          onLayoutChange={change}
          renderCard={(placement) => {
            const source = sourceOf(placement.chartId, charts);
            const loadingCustom = !source && customCharts.isPending;
            const title = source
              ? chartTitle(source)
              : loadingCustom
                ? 'Loading chart…'
                : 'Deleted chart';
            const custom = source?.kind === 'custom' ? source.chart : undefined;
            return (
              <ChartCard
                projectId={projectId}
                title={title}
                source={source}
                range={range}
                filters={dashboard.filters}
                height={chartBodyHeight(placement.h)}
                layout={layout}
                chartId={placement.chartId}
                draggable={access.update}
                onPick={
                  source
                    ? (pick) => navigate(chartLogsLink(source, pick, range, dashboard.filters))
                    : undefined
                }
                onEdit={
                  custom && access.buildCharts ? () => setBuilder({ chart: custom }) : undefined
                }
                onMove={
                  access.update
                    ? (move) => change(moveChart(layout, placement.chartId, move))
                    : undefined
                }
                onRemove={
                  access.update ? () => change(removeChart(layout, placement.chartId)) : undefined
                }
              />
            );
          }}
        />
      )}
      {adding ? (
        <AddChartDialog
          open
          onOpenChange={setAdding}
          layout={layout}
          customCharts={charts}
          onAdd={(chartId) => change(addChart(layout, chartId))}
          onNewCustomChart={access.buildCharts ? () => setBuilder({}) : undefined}
        />
      ) : null}
      {builder ? (
        <ChartBuilderDialog
          projectId={projectId}
          open
          onOpenChange={(open) => {
            if (!open) setBuilder(null);
          }}
          {...(builder.chart ? { chart: builder.chart } : {})}
          range={range}
          onSaved={(chart) => {
            setBuilder(null);
            chartSaved(chart);
          }}
        />
      ) : null}
    </div>
  );
}
