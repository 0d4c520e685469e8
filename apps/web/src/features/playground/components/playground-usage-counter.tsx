import type { PlaygroundUsageResponse } from '@lookout/domain';
import { Button } from '@lookout/ui';

/** Whether the org has used up this month's playground runs. */
export function isOverPlaygroundLimit(usage: PlaygroundUsageResponse | undefined): boolean {
  return usage?.limit != null && usage.runsThisMonth >= usage.limit;
}

/** "12 of 20 playground runs this month", with an upgrade button once the limit is reached. */
export function PlaygroundUsageCounter({
  usage,
  onUpgrade,
}: {
  usage: PlaygroundUsageResponse | undefined;
  onUpgrade: () => void;
}) {
  if (!usage) return null;
  const runs = usage.runsThisMonth === 1 ? 'playground run' : 'playground runs';
  const text =
    usage.limit === null
      ? `${usage.runsThisMonth} ${runs} this month`
      : `${usage.runsThisMonth} of ${usage.limit} ${usage.limit === 1 ? 'playground run' : 'playground runs'} this month`;
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <span>{text}</span>
      {isOverPlaygroundLimit(usage) ? (
        <Button size="sm" variant="outline" onClick={onUpgrade}>
          Upgrade for more
        </Button>
      ) : null}
    </div>
  );
}
