import { listFilterValues } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';
import { sampleTag } from '../sample-events';

/** Whether any run of the project carries the sample tag (read from the project's tag list). */
export function useHasSampleData() {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['runs', 'sample-tag', projectId],
    queryFn: () => listFilterValues(apiClient, 'tags'),
    select: (tags) => tags.includes(sampleTag),
    staleTime: 30_000,
  });
}
