import { listProjects } from '@lookout/client';
import type { Project } from '@lookout/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useProjectStore } from '../stores/project-store';
import { apiClient } from './api-client';

/** `GET /v1/projects`: the projects the user may open, oldest first. */
export function fetchProjects() {
  return listProjects(apiClient);
}

/** Query options of the project list. */
export const projectsQueryOptions = queryOptions({
  queryKey: ['projects'],
  queryFn: fetchProjects,
});

/** The projects the user may open. */
export function useProjects() {
  return useQuery(projectsQueryOptions);
}

/** The selected project, once the list is loaded and it is in it. */
export function useSelectedProject(): Project | undefined {
  const projectId = useProjectStore((state) => state.projectId);
  const projects = useProjects();
  return projects.data?.find((project) => project.id === projectId);
}
