import type { Job } from '@lookout/domain';
import { Alert, Button } from '@lookout/ui';
import { errorMessage } from '../../../lib/api-errors';
import { isJobFinished, useCancelJob, useJob } from '../api/job-progress';

const stateLabels: Record<Job['state'], string> = {
  queued: 'Waiting to start',
  running: 'Grading',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The share of a job done, 0–100, or null while its size is unknown. */
export function jobPercent(job: Job): number | null {
  const { done, total } = job.progress;
  if (total === null || total === 0) return job.state === 'succeeded' ? 100 : null;
  return Math.min(100, Math.round((done / total) * 100));
}

/** A background job followed live: its state, a progress bar, its error, and Cancel while it runs. */
export function JobProgressView({ initial }: { initial: Job }) {
  const query = useJob(initial.id, initial);
  const cancel = useCancelJob(initial.id);
  const job = query.data ?? initial;
  const percent = jobPercent(job);
  const finished = isJobFinished(job);
  const { done, total, message } = job.progress;
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{stateLabels[job.state]}</span>
        <span className="text-muted-foreground tabular-nums">
          {total === null ? `${done} graded` : `${done} of ${total} runs`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Grading progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full ${job.state === 'failed' ? 'bg-danger' : 'bg-primary'} transition-[width]`}
          style={{ width: `${percent ?? (finished ? 100 : 10)}%` }}
        />
      </div>
      {message ? <p className="text-xs text-muted-foreground">{message}</p> : null}
      {job.lastError && job.state === 'failed' ? (
        <Alert variant="danger" title="The job failed">
          {job.lastError}
        </Alert>
      ) : null}
      {query.isError ? (
        <p className="text-xs text-danger-ink">{`Could not read the progress: ${errorMessage(query.error)}`}</p>
      ) : null}
      {cancel.isError ? (
        <p className="text-xs text-danger-ink">{errorMessage(cancel.error)}</p>
      ) : null}
      {!finished ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={cancel.isPending}
          disabled={job.cancelRequested}
          onClick={() => cancel.mutate()}
        >
          {job.cancelRequested ? 'Cancelling…' : 'Cancel'}
        </Button>
      ) : null}
    </div>
  );
}
