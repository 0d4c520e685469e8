import { Button } from '@lookout/ui';
import { IconChartBar, IconPlus } from '@tabler/icons-react';

/** A dashboard without charts: says so and, for roles that may, offers to add one. */
export function EmptyDashboard({ onAdd }: { onAdd?: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <IconChartBar className="size-8 text-muted-foreground" aria-hidden />
      <h2 className="text-base font-semibold">This dashboard has no charts yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Add charts of costs, volume, errors, latency, users and feedback, or build your own.
      </p>
      {onAdd ? (
        <Button onClick={onAdd}>
          <IconPlus aria-hidden />
          Add chart
        </Button>
      ) : null}
    </div>
  );
}
