import type { ChartUnit, DashboardGranularity } from '@lookout/domain';
import uPlot from 'uplot';
import { formatBucketDate } from './bucket-date-format';
import { type ChartTheme, withAlpha } from './chart-palette';
import { formatChartValueExact, formatChartValueShort } from './chart-value-format';
import { type Series, seriesAt, stackSeries, type TimeSeries } from './time-series';

/** What a time-series chart needs to be drawn by uPlot. */
export interface TimeSeriesChartSpec {
  drawing: 'area' | 'line' | 'bar';
  data: TimeSeries;
  /** Series add up: drawn one on another. */
  stacked: boolean;
  unit: ChartUnit;
  /** Colour of each series, in order. */
  colors: readonly string[];
  theme: ChartTheme;
  granularity: DashboardGranularity;
  timeZone: string;
  height: number;
  /** A click on the plot: the bucket's index and the series under the cursor. */
  onPick?: ((bucket: number, series: number | null) => void) | undefined;
}

const axisFont = '11px system-ui, sans-serif';

/** A click (not a drag) on the plot picks the bucket under the cursor and the series at its height. */
function pickOnClick(spec: TimeSeriesChartSpec): uPlot.Plugin['hooks'] {
  return {
    ready: (chart) => {
      chart.over.addEventListener('click', () => {
        const bucket = chart.cursor.idx;
        if (bucket == null || !spec.onPick) return;
        const y = chart.posToVal(chart.cursor.top ?? -1, 'y');
        spec.onPick(bucket, seriesAt(spec.data.series, bucket, y, spec.stacked));
      });
    },
  };
}

/** Widest share of a bucket a bar takes, and its widest size in px. */
const barWidth = 0.7;
const barMaxPx = 48;

/**
 * A bar's size: stacked bars share one width; bars that do not add up stand in front of one
 * another, each narrower than the one behind, so every bar shows its own height.
 */
export function barSize(
  spec: Pick<TimeSeriesChartSpec, 'stacked' | 'data'>,
  index: number,
): [number, number] {
  if (spec.stacked) return [barWidth, barMaxPx];
  const shrink = 1 - index / (spec.data.series.length + 1);
  return [barWidth * shrink, barMaxPx * shrink];
}

function seriesOptions(spec: TimeSeriesChartSpec, series: Series, index: number): uPlot.Series {
  const color = spec.colors[index] ?? spec.theme.tones.blue;
  const raw = series.values;
  const common: uPlot.Series = {
    label: series.label,
    stroke: color,
    width: spec.drawing === 'bar' ? 0 : 2,
    // The legend reads the series' own value, not its height in the stack.
    value: (_chart, _value, _seriesIndex, bucket) =>
      bucket == null ? '–' : formatChartValueExact(raw[bucket] ?? 0, spec.unit),
    points: { show: spec.data.dates.length <= 2 || spec.drawing === 'line' },
  };
  if (spec.drawing === 'bar') {
    return {
      ...common,
      fill: withAlpha(color, 0.85),
      paths: uPlot.paths.bars?.({ size: barSize(spec, index), align: 0 }),
      points: { show: false },
    };
  }
  if (spec.drawing === 'area')
    return { ...common, fill: withAlpha(color, spec.stacked ? 0.55 : 0.2) };
  return common;
}

/** Least room between two date labels on the x axis, in CSS px. */
const minTickSpacing = 64;

/**
 * The bucket starts to label on an axis `width` px wide: every bucket when
 * they fit, else every n-th one, so labels never overlap.
 */
export function bucketTicks(x: readonly number[], width: number): number[] {
  if (x.length === 0) return [];
  const fitting = Math.max(1, Math.floor(width / minTickSpacing));
  const every = Math.ceil(x.length / fitting);
  return x.filter((_, index) => index % every === 0);
}

/** The x range of bars: the buckets, plus half a bucket before the first and after the last. */
export function padHalfBucket(x: readonly number[], min: number, max: number): [number, number] {
  const first = x[0];
  const second = x[1];
  const half = first !== undefined && second !== undefined ? (second - first) / 2 : 43_200;
  return [min - half, max + half];
}

/**
 * uPlot's options and data for an Area, Line or Bar chart: buckets on x (in
 * the dashboard's time zone), stacked bands when the series add up, axis
 * ticks short and legend values exact (SPEC §3), colours from the theme.
 */
export function timeSeriesOptions(
  spec: TimeSeriesChartSpec,
  width: number,
): { options: uPlot.Options; data: uPlot.AlignedData } {
  const { series } = spec.data;
  const drawn = spec.stacked ? stackSeries(series) : series.map((s) => s.values);
  const x = spec.data.dates.map((date) => Date.parse(date) / 1000);
  const axis = {
    stroke: spec.theme.text,
    font: axisFont,
    grid: { stroke: spec.theme.grid, width: 1 },
    ticks: { stroke: spec.theme.grid, width: 1 },
  };
  const options: uPlot.Options = {
    width,
    height: spec.height,
    // Room on the right for the last date label, centred on its tick.
    padding: [8, 24, 0, 0],
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 7 } },
    legend: { show: true, live: true },
    scales: {
      // Bars are centred on their bucket: half a bucket of room at each end keeps the first and last whole.
      x:
        spec.drawing === 'bar'
          ? { time: true, range: (_chart, min, max) => padHalfBucket(x, min, max) }
          : { time: true },
      y: {
        range: (_chart, min, max) => [Math.min(0, min), max > 0 ? max * 1.08 : 1],
      },
    },
    axes: [
      {
        ...axis,
        // Ticks on bucket starts (midnight in the dashboard's zone, not the browser's), thinned to fit.
        splits: (chart) => bucketTicks(x, chart.bbox.width / uPlot.pxRatio),
        values: (_chart, splits) =>
          splits.map((split) =>
            formatBucketDate(split * 1000, spec.granularity, 'short', spec.timeZone),
          ),
      },
      {
        ...axis,
        size: 56,
        values: (_chart, splits) => splits.map((split) => formatChartValueShort(split, spec.unit)),
      },
    ],
    series: [
      {
        label: 'Date',
        value: (_chart, seconds) =>
          seconds == null
            ? '–'
            : formatBucketDate(seconds * 1000, spec.granularity, 'full', spec.timeZone),
      },
      ...series.map((current, index) => seriesOptions(spec, current, index)),
    ],
    // Each band fills from a series down to the one under it in the stack.
    bands: spec.stacked
      ? series.slice(1).map((_, index) => ({ series: [index + 2, index + 1] }))
      : [],
    plugins: [{ hooks: pickOnClick(spec) }],
  };
  return { options, data: [x, ...drawn] };
}
