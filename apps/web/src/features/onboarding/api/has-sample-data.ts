import { runSampleData } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';

/**
 * Whether the project still holds sample runs: runs carrying the sample loader's marks (see
 * `sample-events.ts`), not merely runs tagged `sample`. The server answers from an index of
 * sample runs, so asking costs nothing however many runs the project holds.
 */
export function useHasSampleData() {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['runs', 'sample-data', projectId],
    queryFn: async () => (await runSampleData(apiClient)).present,
    staleTime: 30_000,
  });
}
