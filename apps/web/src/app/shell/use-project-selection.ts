import type { Project } from '@lookout/domain';
import { useEffect } from 'react';
import { useProjectStore } from '../../stores/project-store';

/**
 * The selected project among `projects`; with none selected (or one that is gone), the first
 * project is selected (SPEC §4).
 */
export function useProjectSelection(projects: Project[] | undefined): Project | undefined {
  const projectId = useProjectStore((state) => state.projectId);
  const setProjectId = useProjectStore((state) => state.setProjectId);
  const selected = projects?.find((project) => project.id === projectId);
  const first = projects?.[0];

  useEffect(() => {
    if (!selected && first) setProjectId(first.id);
  }, [selected, first, setProjectId]);

  return selected;
}
