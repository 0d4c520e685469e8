import { type LatencyStatistic, latencyStatistics } from '@lookout/domain';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lookout/ui';

const statisticLabels: Record<LatencyStatistic, string> = {
  avg: 'Average',
  p50: 'p50',
  p95: 'p95',
  p99: 'p99',
};

interface StatisticSelectProps {
  value: LatencyStatistic;
  onChange: (value: LatencyStatistic) => void;
}

/** What the latency chart plots: the average duration or a percentile of it. */
export function StatisticSelect({ value, onChange }: StatisticSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as LatencyStatistic)}>
      <SelectTrigger size="sm" aria-label="Statistic" className="h-7 w-24 text-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {latencyStatistics.map((statistic) => (
          <SelectItem key={statistic} value={statistic}>
            {statisticLabels[statistic]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
