import { listAlertEvents, listAlerts, listEvaluators } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of everything alerts of `projectId` (the list and each history). */
export function alertsKey(projectId: string) {
  return ['alerts', projectId] as const;
}

/** `GET /v1/alerts`: refreshed every 30 s, as the evaluation changes states every minute. */
export function useAlertList(projectId: string) {
  return useQuery({
    queryKey: [...alertsKey(projectId), 'list'],
    queryFn: () => listAlerts(apiClient, { silent: true }),
    refetchInterval: 30_000,
  });
}

/** `GET /v1/alerts/{id}/events`: when it fired and resolved, with each notification. */
export function useAlertEvents(projectId: string, alertId: string) {
  return useQuery({
    queryKey: [...alertsKey(projectId), 'events', alertId],
    queryFn: () => listAlertEvents(apiClient, alertId, { silent: true }),
    refetchInterval: 30_000,
  });
}

/** The project's evaluators, for the evaluator failure rate metric (fetched when that metric is picked). */
export function useEvaluatorChoices(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['alerts', projectId, 'evaluator-choices'],
    queryFn: () => listEvaluators(apiClient, { silent: true }),
    enabled,
  });
}
