import {
  cancelExperiment,
  createExperiment,
  createReviewQueue,
  deleteExperiment,
  rerunExperiment,
} from '@lookout/client';
import type { CreateExperimentBody, Experiment } from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { experimentsKey } from './experiments-queries';

/** Refreshes the list and every experiment of the project after a change. */
function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: experimentsKey(projectId) });
}

/** `POST /v1/experiments`: queues the run (the caller opens it). */
export function useCreateExperiment(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: CreateExperimentBody) => createExperiment(apiClient, body),
    onSuccess: refresh,
  });
}

/** `POST /v1/experiments/{id}/rerun`: every output again, or only those that errored. */
export function useRerunExperiment(projectId: string, experimentId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (onlyFailed: boolean): Promise<Experiment> =>
      rerunExperiment(apiClient, experimentId, { onlyFailed }),
    onSuccess: refresh,
  });
}

/** `POST /v1/experiments/{id}/cancel`: what is done is kept. */
export function useCancelExperiment(projectId: string, experimentId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: () => cancelExperiment(apiClient, experimentId),
    onSuccess: refresh,
  });
}

/** `DELETE /v1/experiments/{id}`: the experiment and its results (the caller leaves the page). */
export function useDeleteExperiment(projectId: string, experimentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteExperiment(apiClient, experimentId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...experimentsKey(projectId), 'one', experimentId] });
      return queryClient.invalidateQueries({ queryKey: experimentsKey(projectId) });
    },
  });
}

/**
 * `POST /v1/review-queues` from the experiment: a queue of all its outputs for people to grade
 * (the caller opens it). Refreshes the experiment so it names its queue.
 */
export function useCreateOutputsQueue(projectId: string, experiment: Experiment) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: () =>
      createReviewQueue(apiClient, {
        name: `${experiment.name} · outputs`.slice(0, 100),
        source: 'experiment',
        experimentId: experiment.id,
      }),
    onSuccess: refresh,
  });
}
