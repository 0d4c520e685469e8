import { countRuns } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';
import { sampleFilterBar } from '../sample-events';

/**
 * Whether the project still holds sample runs: LLM calls carrying the sample loader's metadata
 * key (every part of the sample has some), not merely runs tagged `sample`.
 */
export function useHasSampleData() {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['runs', 'sample-data', projectId],
    queryFn: () => countRuns(apiClient, { type: 'llm', filters: sampleFilterBar }),
    select: (answer) => answer.count > 0,
    staleTime: 30_000,
  });
}
