import { runSearchStatus } from '@lookout/client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useProjectStore } from '../../../stores/project-store';

/** How often the status is asked again while a search is shown. */
const pollMs = 5_000;

/**
 * Whether the project's search index is catching up (`GET /v1/runs/search-status`), asked
 * only while `enabled` (a search is shown) and again every few seconds meanwhile.
 */
export function useSearchStatus(enabled: boolean) {
  const projectId = useProjectStore((state) => state.projectId);
  return useQuery({
    queryKey: ['runs', 'search-status', projectId],
    queryFn: ({ signal }) => runSearchStatus(apiClient, { signal }),
    enabled,
    refetchInterval: enabled ? pollMs : false,
  });
}
