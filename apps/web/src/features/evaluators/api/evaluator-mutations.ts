import { createEvaluator, deleteEvaluator, runEvaluator, updateEvaluator } from '@lookout/client';
import type { CreateEvaluatorBody, UpdateEvaluatorBody } from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { evaluatorsKey } from './evaluators-queries';

/** Refreshes the list and every evaluator of the project (and the evaluations filter's choices). */
function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: evaluatorsKey(projectId) }),
      queryClient.invalidateQueries({ queryKey: ['filter-options', projectId, 'evaluators'] }),
    ]);
  };
}

/** `POST /v1/evaluators`. Errors stay in the form (silent). */
export function useCreateEvaluator(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: CreateEvaluatorBody) => createEvaluator(apiClient, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** `PATCH /v1/evaluators/{id}`. */
export function useUpdateEvaluator(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateEvaluatorBody }) =>
      updateEvaluator(apiClient, id, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** `DELETE /v1/evaluators/{id}`: its results go with it. */
export function useDeleteEvaluator(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) => deleteEvaluator(apiClient, id, { silent: true }),
    onSuccess: refresh,
  });
}

/** `POST /v1/evaluators/{id}/run`: grades existing runs in a background job (answered at once). */
export function useRunEvaluator() {
  return useMutation({
    mutationFn: ({ id, filters }: { id: string; filters: string }) =>
      runEvaluator(apiClient, id, { filters }, { silent: true }),
  });
}
