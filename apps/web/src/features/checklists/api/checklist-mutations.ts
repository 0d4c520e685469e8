import { createChecklist, deleteChecklist, updateChecklist } from '@lookout/client';
import type { CreateChecklistBody, UpdateChecklistBody } from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checklistsKey } from './checklists-queries';

function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: checklistsKey(projectId) });
}

/** `POST /v1/checklists`. Errors stay in the form (silent). */
export function useCreateChecklist(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: CreateChecklistBody) => createChecklist(apiClient, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** `PATCH /v1/checklists/{id}`: a new slug (rename) or new checks. */
export function useUpdateChecklist(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateChecklistBody }) =>
      updateChecklist(apiClient, id, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** `DELETE /v1/checklists/{id}`. */
export function useDeleteChecklist(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) => deleteChecklist(apiClient, id, { silent: true }),
    onSuccess: refresh,
  });
}
