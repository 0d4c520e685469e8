import type { ChartUnit } from '@lookout/domain';
import { formatChartValueExact, formatChartValueShort } from './chart-value-format';

interface SingleNumberProps {
  value: number;
  unit: ChartUnit;
}

/** One number over the whole range, short and large, with its exact value under it. */
export function SingleNumber({ value, unit }: SingleNumberProps) {
  const short = formatChartValueShort(value, unit);
  const exact = formatChartValueExact(value, unit);
  return (
    <div className="flex h-full flex-col items-center justify-center gap-1">
      <output className="text-4xl font-semibold tabular-nums">{short}</output>
      {exact !== short ? (
        <span className="text-sm tabular-nums text-muted-foreground">{exact}</span>
      ) : null}
    </div>
  );
}
