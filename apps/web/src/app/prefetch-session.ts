import type { QueryClient } from '@tanstack/react-query';
import { currentOrgQueryOptions } from '../lib/current-org';
import { currentUserQueryOptions } from '../lib/current-user';
import { projectsQueryOptions } from '../lib/projects';
import { versionQueryOptions } from '../lib/version';
import { hasSession, useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';

/** Where the app opened: `window.location`, or a test's stand-in. */
type OpeningAddress = Pick<Location, 'pathname' | 'search'>;

/**
 * When the app opens signed in, asks at once for what the shell waits for (the user, the org,
 * the projects and the server's edition), while the shell's and the page's code still load
 * (they load with their route), instead of after them. Opening /logs with a remembered project,
 * it asks for the list's first page too (its code is fetched beside the route's, not added to
 * the first route). Signed out it does nothing.
 */
export function prefetchSession(queryClient: QueryClient, opening: OpeningAddress): Promise<void> {
  if (!hasSession(useAuthStore.getState().token)) return Promise.resolve();
  void queryClient.prefetchQuery(currentUserQueryOptions);
  void queryClient.prefetchQuery(currentOrgQueryOptions);
  void queryClient.prefetchQuery(projectsQueryOptions);
  void queryClient.prefetchQuery(versionQueryOptions);
  const projectId = useProjectStore.getState().projectId;
  if (opening.pathname !== '/logs' || !projectId) return Promise.resolve();
  return import('../features/logs/api/prefetch-runs-list').then(({ prefetchRunsList }) =>
    prefetchRunsList(queryClient, projectId, new URLSearchParams(opening.search)),
  );
}
