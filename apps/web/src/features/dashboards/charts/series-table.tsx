import type { ChartUnit, DashboardGranularity } from '@lookout/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lookout/ui';
import { formatBucketDate } from './bucket-date-format';
import type { ChartPick } from './chart-source';
import { formatChartValueExact } from './chart-value-format';
import type { TimeSeries } from './time-series';

interface SeriesTableProps {
  title: string;
  data: TimeSeries;
  unit: ChartUnit;
  granularity: DashboardGranularity;
  timeZone: string;
  onPick?: ((pick: ChartPick) => void) | undefined;
}

/**
 * A time series as a table, buckets by series: what the canvas shows, for the
 * keyboard and screen readers. Each value is a button that picks its bucket
 * and series, as a click on the chart does.
 */
export function SeriesTable({
  title,
  data,
  unit,
  granularity,
  timeZone,
  onPick,
}: SeriesTableProps) {
  return (
    <div className="max-h-full overflow-auto">
      <Table aria-label={`${title} by date`}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Date</TableHead>
            {data.series.map((series) => (
              <TableHead key={series.key ?? ''} scope="col" className="text-right">
                {series.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.dates.map((date, bucket) => {
            const when = formatBucketDate(date, granularity, 'full', timeZone);
            return (
              <TableRow key={date}>
                <TableHead scope="row" className="h-auto font-normal">
                  {when}
                </TableHead>
                {data.series.map((series) => {
                  const text = formatChartValueExact(series.values[bucket] ?? 0, unit);
                  const pick: ChartPick = series.key ? { date, series: series.key } : { date };
                  return (
                    <TableCell key={series.key ?? ''} className="py-1 text-right tabular-nums">
                      {onPick ? (
                        <button
                          type="button"
                          className="rounded px-1 hover:bg-muted hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                          aria-label={`${text}, ${series.label}, ${when}`}
                          onClick={() => onPick(pick)}
                        >
                          {text}
                        </button>
                      ) : (
                        text
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
