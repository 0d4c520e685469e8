import type { CustomChartDataAnswer } from '@lookout/domain';
import { useMemo } from 'react';
import type { ChartLook } from './chart-meta';
import type { ChartPick, ChartRange } from './chart-source';
import { ChartEmpty, enrichmentsMissingMessage, noDataMessage } from './chart-states';
import { SeriesTable } from './series-table';
import { SingleNumber } from './single-number';
import { toTimeSeries } from './time-series';
import { TimeSeriesChart } from './time-series-chart';
import { TopList } from './top-list';

export interface ChartViewProps {
  title: string;
  answer: CustomChartDataAnswer;
  look: ChartLook;
  range: ChartRange;
  height: number;
  /** Show a time series as its table instead of the canvas. */
  asTable: boolean;
  onPick?: ((pick: ChartPick) => void) | undefined;
}

/** Whether an answer has nothing to show: no rows, or every bucket of every series at zero. */
export function isEmptyAnswer(answer: CustomChartDataAnswer): boolean {
  if (answer.kind === 'number') return false;
  if (answer.kind === 'top') return answer.data.length === 0;
  const keys = answer.series.length > 0 ? answer.series : ['value'];
  return answer.data.every((point) => keys.every((key) => Number(point[key] ?? 0) === 0));
}

/** An answer drawn the way its chart asks: a time series, a Top list or one number. */
export function ChartView({ title, answer, look, range, height, asTable, onPick }: ChartViewProps) {
  const seriesIds = answer.kind === 'area' ? answer.seriesIds : undefined;
  const pickSeries = useMemo(
    () =>
      onPick && seriesIds
        ? (pick: ChartPick) => {
            const seriesId = pick.series === undefined ? undefined : seriesIds[pick.series];
            onPick(seriesId === undefined ? pick : { ...pick, seriesId });
          }
        : onPick,
    [onPick, seriesIds],
  );
  const series = useMemo(
    () => (answer.kind === 'area' ? toTimeSeries(answer, title) : null),
    [answer, title],
  );
  if (answer.kind !== 'number' && answer.enrichmentsMissing) {
    return <ChartEmpty message={enrichmentsMissingMessage} />;
  }
  if (isEmptyAnswer(answer)) return <ChartEmpty message={noDataMessage} />;
  if (answer.kind === 'number') return <SingleNumber value={answer.value} unit={look.unit} />;
  if (answer.kind === 'top') {
    return <TopList title={title} rows={answer.data} unit={look.unit} onPick={onPick} />;
  }
  if (!series) return <ChartEmpty message={noDataMessage} />;
  if (asTable) {
    return (
      <SeriesTable
        title={title}
        data={series}
        unit={look.unit}
        granularity={range.granularity}
        timeZone={range.timeZone}
        onPick={pickSeries}
      />
    );
  }
  // A Top or Number chart asked as a time series cannot happen; area is the catalogue's default.
  const drawing = look.drawing === 'line' || look.drawing === 'bar' ? look.drawing : 'area';
  return (
    <TimeSeriesChart
      drawing={drawing}
      data={series}
      unit={look.unit}
      color={look.color}
      additive={look.additive}
      range={range}
      height={height}
      onPick={pickSeries}
    />
  );
}
