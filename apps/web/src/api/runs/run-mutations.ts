import { deleteRun, updateRunFeedback, updateRunVisibility } from '@lookout/client';
import type { Run, RunFeedback, RunVisibility } from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Puts a changed run into every cached copy (the run itself and the lists holding it). */
function useRunUpdated() {
  const queryClient = useQueryClient();
  return (run: Run) => {
    queryClient.setQueriesData<Run>({ queryKey: ['runs', 'one'] }, (cached) =>
      cached?.id === run.id ? { ...cached, ...run } : cached,
    );
    void queryClient.invalidateQueries({ queryKey: ['runs', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['runs', 'tree'] });
  };
}

/** `PATCH /v1/runs/{id}/feedback`: a thumb (or none) and a comment. */
export function useUpdateRunFeedback(runId: string) {
  const updated = useRunUpdated();
  return useMutation({
    mutationFn: (feedback: RunFeedback) => updateRunFeedback(apiClient, runId, feedback),
    onSuccess: updated,
  });
}

/** `PATCH /v1/runs/{id}/visibility`: share by link, or stop sharing. */
export function useUpdateRunVisibility(runId: string) {
  const updated = useRunUpdated();
  return useMutation({
    mutationFn: (visibility: RunVisibility) => updateRunVisibility(apiClient, runId, visibility),
    onSuccess: updated,
  });
}

/** `DELETE /v1/runs/{id}`: the run and everything under it. */
export function useDeleteRun(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRun(apiClient, runId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['runs', 'one'] });
      void queryClient.invalidateQueries({ queryKey: ['runs'] });
    },
  });
}
