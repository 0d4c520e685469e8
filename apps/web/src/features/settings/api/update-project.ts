import { updateProject } from '@lookout/client';
import type { UpdateProjectBody } from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectsQueryOptions } from '../../../lib/projects';

/** `PATCH /v1/projects/{id}`: a new name or retention. */
export function patchProject({ projectId, ...body }: UpdateProjectBody & { projectId: string }) {
  return updateProject(apiClient, projectId, body);
}

/** Updates a project and puts the answer in the project list. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectsQueryOptions.queryKey, (projects) =>
        projects?.map((existing) => (existing.id === project.id ? project : existing)),
      );
    },
  });
}
