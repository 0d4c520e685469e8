import { Button } from '@lookout/ui';
import { IconAlertTriangle, IconChartAreaLine } from '@tabler/icons-react';

/** The empty state of a chart whose range holds no data. */
export const noDataMessage = 'No data for this range';

/** The empty state of a chart that needs enrichments the project does not have yet. */
export const enrichmentsMissingMessage =
  'No data yet: this chart fills in once enrichments (language detection, topics) have run on your logs.';

/** The chart's place while its first answer loads. */
export function ChartSkeleton({ title }: { title: string }) {
  return (
    <div
      role="status"
      aria-label={`Loading ${title}`}
      className="flex h-full animate-pulse flex-col justify-end gap-2 p-2"
    >
      <div className="flex h-3/4 items-end gap-1.5">
        {[40, 65, 50, 80, 60, 90, 70].map((height) => (
          <div
            key={height}
            className="flex-1 rounded-sm bg-muted"
            style={{ height: `${height}%` }}
          />
        ))}
      </div>
      <div className="h-2 w-full rounded-sm bg-muted" />
    </div>
  );
}

/** Nothing to draw, and why. */
export function ChartEmpty({ message }: { message: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
      <IconChartAreaLine className="size-6" aria-hidden />
      <p>{message}</p>
    </div>
  );
}

/** A failed load: the server's message and, when trying again can help, a Retry button. */
export function ChartError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex h-full flex-col items-center justify-center gap-2 p-4 text-center text-sm"
    >
      <IconAlertTriangle className="size-6 text-danger" aria-hidden />
      <p className="text-danger-ink">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}
