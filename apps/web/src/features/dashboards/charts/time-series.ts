import type { AreaChartAnswer } from '@lookout/domain';

/** One line, area or set of bars: a split value (or none) and its value per bucket. */
export interface Series {
  /** The split value this series stands for; null for an unsplit chart. */
  key: string | null;
  label: string;
  values: number[];
}

/** An Area answer reshaped for drawing: bucket starts and one array per series. */
export interface TimeSeries {
  /** Bucket starts, ISO, as the server sent them. */
  dates: string[];
  series: Series[];
}

/**
 * The series of an Area answer: one per split value (largest first, as the
 * server orders them), or a single one named `label` holding `value`.
 */
export function toTimeSeries(answer: AreaChartAnswer, label: string): TimeSeries {
  const dates = answer.data.map((point) => point.date);
  if (answer.series.length === 0) {
    return { dates, series: [{ key: null, label, values: answer.data.map((p) => p.value) }] };
  }
  return {
    dates,
    series: answer.series.map((key) => ({
      key,
      label: key,
      values: answer.data.map((point) => Number(point[key] ?? 0)),
    })),
  };
}

/** Running sums of the series, bucket by bucket: what a stacked chart draws. */
export function stackSeries(series: readonly Series[]): number[][] {
  const stacked: number[][] = [];
  series.forEach((current, index) => {
    const below = stacked[index - 1];
    stacked.push(current.values.map((value, bucket) => value + (below?.[bucket] ?? 0)));
  });
  return stacked;
}

/**
 * Which series a click at value `y` of bucket `bucket` lands on: in a stack,
 * the band that holds `y`; side by side, the series whose value is nearest.
 * Null outside every band (above a stack, below zero) or with no series.
 */
export function seriesAt(
  series: readonly Series[],
  bucket: number,
  y: number,
  stacked: boolean,
): number | null {
  if (series.length === 0 || !Number.isFinite(y)) return null;
  if (stacked) {
    if (y < 0) return null;
    let top = 0;
    for (const [index, current] of series.entries()) {
      top += current.values[bucket] ?? 0;
      if (y <= top) return index;
    }
    return null;
  }
  let nearest: number | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const [index, current] of series.entries()) {
    const gap = Math.abs((current.values[bucket] ?? 0) - y);
    if (gap < distance) {
      nearest = index;
      distance = gap;
    }
  }
  return nearest;
}
