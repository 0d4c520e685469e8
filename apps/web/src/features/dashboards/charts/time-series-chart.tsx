import type { ChartColor, ChartUnit } from '@lookout/domain';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { seriesColor } from './chart-palette';
import type { ChartPick, ChartRange } from './chart-source';
import type { TimeSeries } from './time-series';
import { timeSeriesOptions } from './time-series-options';
import { UPlotChart } from './uplot-chart';
import { useChartTheme } from './use-chart-theme';

export interface TimeSeriesChartProps {
  drawing: 'area' | 'line' | 'bar';
  data: TimeSeries;
  unit: ChartUnit;
  color: ChartColor | null;
  /** Split series add up to the total (counts, sums). */
  additive: boolean;
  range: ChartRange;
  height: number;
  onPick?: ((pick: ChartPick) => void) | undefined;
}

/**
 * Whether split series are drawn one on another: bars and areas when they add up (counts,
 * sums). Averages and percentiles never stack: their sum means nothing.
 */
export function isStacked(drawing: TimeSeriesChartProps['drawing'], additive: boolean): boolean {
  return additive && (drawing === 'bar' || drawing === 'area');
}

/** The colour of each series of `data`, in the theme shown. */
export function useSeriesColors(data: TimeSeries, color: ChartColor | null): string[] {
  const theme = useChartTheme();
  return useMemo(
    () => data.series.map((_, index) => seriesColor(theme, color, index, data.series.length)),
    [theme, color, data.series],
  );
}

/**
 * An Area, Line or Bar chart on a canvas (uPlot), with a live legend of exact
 * values under the cursor; a click picks the bucket and the series there.
 */
export function TimeSeriesChart({
  drawing,
  data,
  unit,
  color,
  additive,
  range,
  height,
  onPick,
}: TimeSeriesChartProps) {
  const theme = useChartTheme();
  const colors = useSeriesColors(data, color);
  // The latest handler, read at click time: a page passing a new function each render
  // must not make the canvas be built again.
  const pickRef = useRef(onPick);
  useLayoutEffect(() => {
    pickRef.current = onPick;
  });
  const pickable = onPick !== undefined;
  const build = useCallback(
    (width: number) =>
      timeSeriesOptions(
        {
          drawing,
          data,
          stacked: data.series.length > 1 && isStacked(drawing, additive),
          unit,
          colors,
          theme,
          granularity: range.granularity,
          timeZone: range.timeZone,
          height,
          onPick: pickable
            ? (bucket, series) => {
                const date = data.dates[bucket];
                const key = series === null ? null : data.series[series]?.key;
                pickRef.current?.({ ...(date ? { date } : {}), ...(key ? { series: key } : {}) });
              }
            : undefined,
        },
        width,
      ),
    [
      drawing,
      data,
      additive,
      unit,
      colors,
      theme,
      range.granularity,
      range.timeZone,
      height,
      pickable,
    ],
  );
  return <UPlotChart build={build} className="w-full" />;
}
