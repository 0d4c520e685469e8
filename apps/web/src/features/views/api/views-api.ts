import { createView, deleteView, getView, listViews, updateView } from '@lookout/client';
import type { CreateViewBody, UpdateViewBody, View } from '@lookout/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';

/** The cache key of everything about the saved views of `projectId`. */
export function viewsKey(projectId: string | null) {
  return ['views', projectId] as const;
}

/** Query options of the saved views of the selected project (`GET /v1/views`). */
export function viewsQueryOptions(projectId: string | null) {
  return queryOptions({
    queryKey: [...viewsKey(projectId), 'list'],
    queryFn: () => listViews(apiClient, { silent: true }),
  });
}

/** The saved views of the selected project; fetched only when `enabled` (the role may list logs). */
export function useViews(enabled: boolean) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({ ...viewsQueryOptions(projectId), enabled: enabled && projectId !== null });
}

/** One saved view (`GET /v1/views/{id}`), or nothing while `viewId` is null. */
export function useView(viewId: string | null) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: [...viewsKey(projectId), 'one', viewId],
    queryFn: () => getView(apiClient, viewId ?? ''),
    enabled: viewId !== null,
  });
}

/** Saves a new view and refreshes the list. */
export function useCreateView() {
  const queryClient = useQueryClient();
  const projectId = useProjectStore((state) => state.projectId);
  return useMutation({
    mutationFn: (body: CreateViewBody) => createView(apiClient, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsKey(projectId) }),
  });
}

/** Renames a view, changes its icon or saves new filters; refreshes the view and the list. */
export function useUpdateView() {
  const queryClient = useQueryClient();
  const projectId = useProjectStore((state) => state.projectId);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateViewBody & { id: View['id'] }) =>
      updateView(apiClient, id, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsKey(projectId) }),
  });
}

/** Deletes a view and refreshes the list. */
export function useDeleteView() {
  const queryClient = useQueryClient();
  const projectId = useProjectStore((state) => state.projectId);
  return useMutation({
    mutationFn: (viewId: string) => deleteView(apiClient, viewId, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewsKey(projectId) }),
  });
}
