import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { prefetchRunsList } from '../../features/logs/api/prefetch-runs-list';
import { useProjectStore } from '../../stores/project-store';

/**
 * When the app opens on /logs with a remembered project, the first page of runs is asked for
 * at once, beside the user, org and projects the shell waits for, instead of after them.
 */
export function usePrefetchLogs(): void {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  // Once, for the address the app opened with; later pages load as they open.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const projectId = useProjectStore.getState().projectId;
    if (pathname !== '/logs' || !projectId) return;
    void prefetchRunsList(queryClient, projectId, new URLSearchParams(search));
  }, [queryClient, pathname, search]);
}
