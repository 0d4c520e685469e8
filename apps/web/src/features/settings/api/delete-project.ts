import { deleteProject } from '@lookout/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectsQueryOptions } from '../../../lib/projects';

/**
 * `DELETE /v1/projects/{id}`: true when deleted; false when the server refused, whose message
 * (for example about the org's last project) was already shown as a notification.
 */
export function removeProject(projectId: string) {
  return deleteProject(apiClient, projectId);
}

/** Deletes a project and refreshes the project list. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProject,
    onSuccess: (deleted) =>
      deleted
        ? queryClient.invalidateQueries({ queryKey: projectsQueryOptions.queryKey })
        : undefined,
  });
}
