import { countRuns } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';
import { sampleFilterBars } from '../sample-events';

/**
 * Whether the project still holds sample runs: LLM calls carrying the sample loader's marks
 * (every part of the sample has some, see `sampleFilterBars`), not merely runs tagged `sample`.
 */
export function useHasSampleData() {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['runs', 'sample-data', projectId],
    queryFn: async () => {
      const counts = await Promise.all(
        sampleFilterBars.map((filters) => countRuns(apiClient, { type: 'llm', filters })),
      );
      return counts.some((answer) => answer.count > 0);
    },
    staleTime: 30_000,
  });
}
