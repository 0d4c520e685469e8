import { createProject } from '@lookout/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectsQueryOptions } from '../../../lib/projects';

/**
 * `POST /v1/projects`. A refusal shows the server's error like any other call (SPEC §8); the
 * caller only logs it, and opens the upgrade modal for a plan limit.
 */
export function postProject(name: string) {
  return createProject(apiClient, { name });
}

/** Creates a project and refreshes the project list. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProject,
    onSuccess: (project) => {
      // Put it in the list at once, so selecting it does not race the refetch.
      queryClient.setQueryData(projectsQueryOptions.queryKey, (projects) =>
        projects ? [...projects, project] : [project],
      );
      return queryClient.invalidateQueries({ queryKey: projectsQueryOptions.queryKey });
    },
  });
}
