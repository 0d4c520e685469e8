import { formatDuration, formatUsd, type RunTotalsResponse } from '@lookout/domain';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** A duration in ms, or a dash when no run of the selection has ended. */
function duration(ms: number | null): string {
  return ms === null ? '—' : formatDuration(ms);
}

/**
 * What the filtered list adds up to, above the table: how many runs, their cost and tokens,
 * the share that failed and the median and 95th percentile duration, all exact.
 */
export function RunTotalsStrip({ totals, noun }: { totals: RunTotalsResponse; noun: string }) {
  return (
    <dl
      aria-label="Totals of the list"
      data-testid="run-totals"
      className="flex flex-wrap gap-x-5 gap-y-1 text-sm"
    >
      <Total label={noun} value={totals.count.toLocaleString()} />
      <Total label="Cost" value={formatUsd(totals.cost)} />
      <Total label="Tokens" value={totals.tokens.toLocaleString()} />
      <Total
        label="Errors"
        value={totals.errorRate === null ? '—' : percent.format(totals.errorRate)}
      />
      <Total label="p50" value={duration(totals.durationP50)} />
      <Total label="p95" value={duration(totals.durationP95)} />
    </dl>
  );
}
