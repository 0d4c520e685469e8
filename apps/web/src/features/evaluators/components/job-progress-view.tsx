import type { Job } from '@lookout/domain';
import { Alert, Button } from '@lookout/ui';
import { useJobsProgress } from '../api/job-progress';

/** The share of runs graded, 0–100. */
export function gradedPercent(done: number, queued: number): number {
  if (queued <= 0) return 100;
  return Math.min(100, Math.round((done / queued) * 100));
}

/**
 * A grading started on existing logs, followed live: runs graded of those queued, a progress
 * bar, the error of a failed job, and Cancel while jobs still run.
 */
export function JobProgressView({ queued, jobs }: { queued: number; jobs: readonly Job[] }) {
  const { progress, allFinished, error, cancelling, cancelAll } = useJobsProgress(jobs);
  const done = Math.min(progress.done, queued);
  const percent = allFinished ? 100 : gradedPercent(done, queued);
  const state = !allFinished
    ? 'Grading'
    : progress.failed > 0
      ? 'Finished with errors'
      : progress.cancelled > 0
        ? 'Cancelled'
        : 'Done';
  if (queued === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No run to grade: none matches the filters, or this evaluator already graded them.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{state}</span>
        <span className="text-muted-foreground tabular-nums">{`${done} of ${queued} runs`}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Grading progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full transition-[width] ${progress.failed > 0 ? 'bg-danger' : 'bg-primary'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {progress.failed > 0 ? (
        <Alert variant="danger" title={`${progress.failed} of ${progress.total} jobs failed`}>
          {progress.lastError ?? 'See Jobs for the reason; a failed job can be retried.'}
        </Alert>
      ) : null}
      {error ? <p className="text-xs text-danger-ink">{error}</p> : null}
      {allFinished ? null : (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={cancelling}
          onClick={() => void cancelAll()}
        >
          Cancel grading
        </Button>
      )}
    </div>
  );
}
