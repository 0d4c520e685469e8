import {
  backfillEnricher,
  cancelJob,
  createEnricher,
  getJob,
  listEnrichers,
  updateEnricher,
} from '@lookout/client';
import { type EnricherKind, type EnricherView, finishedJobStates, type Job } from '@lookout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';

/** How often a backfill's progress is read again, in ms. */
export const backfillPollMs = 2000;

const enrichersKey = (projectId: string | null) => ['enrichers', projectId] as const;

/** `GET /v1/enrichers`: the selected project's enrichers. */
export function useEnrichers() {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: enrichersKey(projectId),
    queryFn: () => listEnrichers(apiClient, { silent: true }),
  });
}

/** What saving one kind's row sends: on/off, its settings, or both. */
export interface SaveEnricher {
  kind: EnricherKind;
  existing: EnricherView | undefined;
  enabled?: boolean;
  config?: Record<string, unknown>;
}

/**
 * Saves a kind's enricher: `PATCH /v1/enrichers/{id}` when the project has one, otherwise
 * `POST /v1/enrichers` (a kind the project never had, such as topics).
 */
export function useSaveEnricher() {
  const queryClient = useQueryClient();
  const projectId = useProjectStore((state) => state.projectId);
  return useMutation({
    mutationFn: ({ kind, existing, enabled, config }: SaveEnricher) =>
      existing
        ? updateEnricher(
            apiClient,
            existing.id,
            {
              ...(enabled !== undefined ? { enabled } : {}),
              ...(config !== undefined ? { config } : {}),
            },
            { silent: true },
          )
        : createEnricher(
            apiClient,
            { kind, enabled: enabled ?? true, config: config ?? {} } as Parameters<
              typeof createEnricher
            >[1],
            { silent: true },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrichersKey(projectId) }),
  });
}

/** `POST /v1/enrichers/{id}/backfill`: starts computing the enricher on existing runs. */
export function useStartBackfill() {
  return useMutation({
    mutationFn: (enricherId: string) =>
      backfillEnricher(apiClient, enricherId, {}, { silent: true }).then(({ job }) => job),
  });
}

/** True once a job will not move by itself any more. */
export function jobFinished(job: Pick<Job, 'state'>): boolean {
  return (finishedJobStates as readonly string[]).includes(job.state);
}

/** `GET /v1/jobs/{id}`, read again until the job finishes. */
export function useJob(jobId: string | null) {
  return useQuery({
    queryKey: ['jobs', 'one', jobId],
    queryFn: () => getJob(apiClient, jobId ?? '', { silent: true }),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && jobFinished(query.state.data) ? false : backfillPollMs,
  });
}

/** `POST /v1/jobs/{id}/cancel`. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => cancelJob(apiClient, jobId, { silent: true }),
    onSuccess: (job) => queryClient.setQueryData(['jobs', 'one', job.id], job),
  });
}
