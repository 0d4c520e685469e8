import { progressText } from '../experiment-status';

/** A bar of the outputs produced so far, with '812 / 2,000' beside it. */
export function ExperimentProgress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.min(100, (done / total) * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Outputs produced"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={progressText(done, total)}
        className="h-2 w-64 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-sm tabular-nums text-muted-foreground">
        {progressText(done, total)}
      </span>
    </div>
  );
}
