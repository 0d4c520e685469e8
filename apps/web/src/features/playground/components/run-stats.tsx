import { formatDuration, formatExactNumber, formatUsd } from '@lookout/domain';
import type { PlaygroundRunState } from '../run-state';

/** Tokens, cost and latency of a finished run. */
export function RunStats({ done }: { done: NonNullable<PlaygroundRunState['done']> }) {
  const { promptTokens, completionTokens } = done.usage;
  const stats = [
    {
      label: 'Tokens',
      value: `${formatExactNumber(promptTokens + completionTokens)} (${formatExactNumber(promptTokens)} in, ${formatExactNumber(completionTokens)} out)`,
    },
    { label: 'Cost', value: done.cost === null ? 'No price for this model' : formatUsd(done.cost) },
    { label: 'Latency', value: formatDuration(done.durationMs) },
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs">
      {stats.map((stat) => (
        <div key={stat.label} className="flex gap-1.5">
          <dt className="text-muted-foreground">{stat.label}</dt>
          <dd className="font-medium tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
