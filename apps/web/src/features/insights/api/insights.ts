import { getInsights } from '@lookout/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';

/** `GET /v1/insights` for a range. */
export function useInsights(range: { from: string; to: string }) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['insights', projectId, range.from, range.to],
    queryFn: () => getInsights(apiClient, range, { silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
