import { countRuns } from '@lookout/client';
import { runListTypes } from '@lookout/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';

/**
 * Whether the project holds any run at all (LLM calls, traces or conversations), asked only
 * when `enabled` (an empty, unfiltered list), to tell a new project from a quiet list.
 */
export function useProjectHasRuns(enabled: boolean) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['runs', 'any', projectId],
    queryFn: async ({ signal }) => {
      const counts = await Promise.all(
        runListTypes.map((type) => countRuns(apiClient, { type }, { signal })),
      );
      return counts.some((answer) => answer.count > 0);
    },
    enabled,
  });
}
