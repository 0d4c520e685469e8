import { formatUsd, type RunSubtreeTotals } from '@lookout/domain';

/**
 * What a whole trace adds up to, beside its root span in the waterfall ("Total $0.0012 ·
 * 3,000 tokens"): the root's own cost is often nothing, the calls under it are the bill.
 */
export function TraceTotals({ totals }: { totals: RunSubtreeTotals }) {
  const parts = [
    totals.cost === null ? null : formatUsd(totals.cost),
    totals.tokens === null ? null : `${totals.tokens.toLocaleString()} tokens`,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <span
      className="shrink-0 text-xs text-muted-foreground"
      title="Total of every span in the trace"
      data-testid="trace-totals"
    >
      Total {parts.join(' · ')}
    </span>
  );
}
