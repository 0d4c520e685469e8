import { getEvaluator, listEvaluators } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The cache key of everything evaluators of `projectId` (the list and each evaluator). */
export function evaluatorsKey(projectId: string) {
  return ['evaluators', projectId] as const;
}

/** `GET /v1/evaluators`: the project's evaluators. */
export function useEvaluatorList(projectId: string) {
  return useQuery({
    queryKey: [...evaluatorsKey(projectId), 'list'],
    queryFn: () => listEvaluators(apiClient, { silent: true }),
  });
}

/** `GET /v1/evaluators/{id}`. */
export function useEvaluator(projectId: string, evaluatorId: string) {
  return useQuery({
    queryKey: [...evaluatorsKey(projectId), 'one', evaluatorId],
    queryFn: () => getEvaluator(apiClient, evaluatorId, { silent: true }),
  });
}
