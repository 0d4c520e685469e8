import type { Job } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { jobFinished, useCancelJob, useJob, useStartBackfill } from '../api/enrichers';

const stateNames: Record<Job['state'], string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** "1,200 of 5,000 runs" or "1,200 runs" while the total is unknown. */
export function progressText(job: Pick<Job, 'progress'>): string {
  const done = job.progress.done.toLocaleString('en-US');
  return job.progress.total === null
    ? `${done} runs`
    : `${done} of ${job.progress.total.toLocaleString('en-US')} runs`;
}

/**
 * "Run on existing runs": starts a backfill job, shows its live progress, and cancels it. A
 * backfill already queued or running when the page opened (`running`, from the enrichers list)
 * is followed the same way, so a reload loses neither its progress nor its Cancel.
 */
export function EnricherBackfill({
  enricherId,
  kindName,
  disabled,
  running: runningBefore,
}: {
  enricherId: string;
  kindName: string;
  disabled: boolean;
  running: Job | null;
}) {
  const start = useStartBackfill();
  const [started, setStarted] = useState<Job | null>(null);
  const followed = started ?? runningBefore;
  const job = useJob(followed?.id ?? null);
  const cancel = useCancelJob();
  const current = (job.data?.id === followed?.id ? job.data : undefined) ?? followed;
  const running = current !== null && !jobFinished(current);
  const failure = start.error ?? cancel.error ?? (job.isError ? job.error : null);
  const percent =
    current?.progress.total && current.progress.total > 0
      ? Math.min(100, Math.round((current.progress.done / current.progress.total) * 100))
      : null;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || running}
          loading={start.isPending}
          aria-label={`Run on existing runs (${kindName})`}
          onClick={() => start.mutate(enricherId, { onSuccess: (next) => setStarted(next) })}
        >
          Run on existing runs
        </Button>
        {running ? (
          <Button
            size="sm"
            variant="ghost"
            loading={cancel.isPending}
            disabled={current.cancelRequested}
            aria-label={`Cancel the backfill (${kindName})`}
            onClick={() => cancel.mutate(current.id)}
          >
            {current.cancelRequested ? 'Cancelling…' : 'Cancel'}
          </Button>
        ) : null}
      </div>
      {current ? (
        <div className="flex flex-col gap-1" aria-live="polite">
          <span className="text-xs text-muted-foreground">
            {`${stateNames[current.state]} · ${progressText(current)}`}
            {current.state === 'failed' && current.lastError ? ` · ${current.lastError}` : ''}
          </span>
          {percent !== null ? (
            <div
              role="progressbar"
              aria-label={`${kindName} backfill`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
          ) : null}
        </div>
      ) : null}
      {failure ? <p className="text-xs text-danger-ink">{errorMessage(failure)}</p> : null}
    </div>
  );
}
