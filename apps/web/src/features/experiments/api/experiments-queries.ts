import { getExperiment, listExperiments } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isExperimentActive } from '../experiment-status';

/** How often a queued or running experiment is asked for again, in ms. */
export const experimentPollMs = 2000;

/** The cache key of everything experiments of `projectId`. */
export function experimentsKey(projectId: string) {
  return ['experiments', projectId] as const;
}

export function experimentListKey(projectId: string) {
  return [...experimentsKey(projectId), 'list'] as const;
}

export function experimentKey(projectId: string, experimentId: string) {
  return [...experimentsKey(projectId), 'one', experimentId] as const;
}

/** `GET /v1/experiments`, asked again every `pollMs` while one of them is queued or running. */
export function useExperimentList(projectId: string, pollMs = experimentPollMs) {
  return useQuery({
    queryKey: experimentListKey(projectId),
    queryFn: () => listExperiments(apiClient, { silent: true }),
    refetchInterval: (query) =>
      query.state.data?.some((experiment) => isExperimentActive(experiment.status))
        ? pollMs
        : false,
  });
}

/** `GET /v1/experiments/{id}`, asked again every `pollMs` until it is finished, failed or cancelled. */
export function useExperiment(projectId: string, experimentId: string, pollMs = experimentPollMs) {
  return useQuery({
    queryKey: experimentKey(projectId, experimentId),
    queryFn: () => getExperiment(apiClient, experimentId, { silent: true }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isExperimentActive(status) ? pollMs : false;
    },
  });
}
