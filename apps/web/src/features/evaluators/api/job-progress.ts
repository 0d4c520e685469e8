import { cancelJob, getJob } from '@lookout/client';
import { finishedJobStates, type Job } from '@lookout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** How often a running job is asked for its progress, in ms. */
export const jobPollMs = 1000;

/** Whether a job has stopped for good (succeeded, failed or cancelled). */
export function isJobFinished(job: Pick<Job, 'state'>): boolean {
  return (finishedJobStates as readonly string[]).includes(job.state);
}

function jobKey(jobId: string) {
  return ['jobs', jobId] as const;
}

/** `GET /v1/jobs/{id}`, asked again every second until the job finishes. */
export function useJob(jobId: string, initial?: Job) {
  return useQuery({
    queryKey: jobKey(jobId),
    queryFn: () => getJob(apiClient, jobId, { silent: true }),
    initialData: initial,
    refetchInterval: (query) => {
      const job = query.state.data;
      return job && isJobFinished(job) ? false : jobPollMs;
    },
  });
}

/** `POST /v1/jobs/{id}/cancel`: the job stops at its next checkpoint; what it graded is kept. */
export function useCancelJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelJob(apiClient, jobId),
    onSuccess: (job) => queryClient.setQueryData(jobKey(jobId), job),
  });
}
