import { cancelJob, getJob } from '@lookout/client';
import { finishedJobStates, type Job } from '@lookout/domain';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../../../lib/api-client';

/** How often running jobs are asked for their progress, in ms. */
export const jobPollMs = 1000;

/** How many unfinished jobs one poll asks about (a big backfill has hundreds). */
export const jobsPerPoll = 5;

/** Whether a job has stopped for good (succeeded, failed or cancelled). */
export function isJobFinished(job: Pick<Job, 'state'>): boolean {
  return (finishedJobStates as readonly string[]).includes(job.state);
}

/** Where a set of jobs is, summed. */
export interface JobsProgress {
  /** Runs graded so far. */
  done: number;
  finished: number;
  failed: number;
  cancelled: number;
  total: number;
  /** The last error of a failed job. */
  lastError: string | null;
}

/** Sums the progress of several jobs. */
export function summariseJobs(jobs: readonly Job[]): JobsProgress {
  let done = 0;
  let finished = 0;
  let failed = 0;
  let cancelled = 0;
  let lastError: string | null = null;
  for (const job of jobs) {
    const size = job.progress.total ?? job.progress.done;
    done += job.state === 'succeeded' ? Math.max(size, job.progress.done) : job.progress.done;
    if (isJobFinished(job)) finished += 1;
    if (job.state === 'failed') {
      failed += 1;
      lastError = job.lastError ?? lastError;
    }
    if (job.state === 'cancelled') cancelled += 1;
  }
  return { done, finished, failed, cancelled, total: jobs.length, lastError };
}

/**
 * Follows background jobs until all have finished: every second, the next few unfinished ones
 * (`GET /v1/jobs/{id}`), oldest first, so a backfill of hundreds of jobs costs a handful of
 * requests a tick. `cancelAll` asks each unfinished job to stop.
 */
export function useJobsProgress(initial: readonly Job[]) {
  const [jobs, setJobs] = useState<Job[]>(() => [...initial]);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const latest = useRef(jobs);
  latest.current = jobs;
  const allFinished = jobs.every(isJobFinished);

  useEffect(() => {
    if (allFinished) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const next = latest.current.filter((job) => !isJobFinished(job)).slice(0, jobsPerPoll);
      try {
        const read = await Promise.all(
          next.map((job) => getJob(apiClient, job.id, { silent: true })),
        );
        if (stopped) return;
        const byId = new Map(read.map((job) => [job.id, job]));
        setJobs((old) => old.map((job) => byId.get(job.id) ?? job));
        setError(null);
      } catch (caught) {
        if (!stopped)
          setError(caught instanceof Error ? caught.message : 'Could not read the progress');
      }
    }, jobPollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [allFinished]);

  async function cancelAll() {
    setCancelling(true);
    try {
      for (const job of latest.current.filter((one) => !isJobFinished(one))) {
        const answer = await cancelJob(apiClient, job.id, { silent: true });
        setJobs((old) => old.map((one) => (one.id === answer.id ? answer : one)));
      }
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not cancel');
    } finally {
      setCancelling(false);
    }
  }

  return { jobs, progress: summariseJobs(jobs), allFinished, error, cancelling, cancelAll };
}
