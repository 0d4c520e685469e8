import { getChecklist, listChecklists } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { checklistType } from '../checklist-form';

/** The cache key of everything checklists of `projectId`. */
export function checklistsKey(projectId: string) {
  return ['checklists', projectId] as const;
}

/** `GET /v1/checklists?type=evaluation`: the project's evaluation checklists. */
export function useChecklistList(projectId: string) {
  return useQuery({
    queryKey: [...checklistsKey(projectId), 'list'],
    queryFn: () => listChecklists(apiClient, checklistType, { silent: true }),
  });
}

/** `GET /v1/checklists/{id}`. */
export function useChecklist(projectId: string, checklistId: string) {
  return useQuery({
    queryKey: [...checklistsKey(projectId), 'one', checklistId],
    queryFn: () => getChecklist(apiClient, checklistId, { silent: true }),
  });
}
