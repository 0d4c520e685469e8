import type { QueryClient } from '@tanstack/react-query';
import { currentOrgQueryOptions } from '../lib/current-org';
import { currentUserQueryOptions } from '../lib/current-user';
import { projectsQueryOptions } from '../lib/projects';
import { versionQueryOptions } from '../lib/version';
import { hasSession, useAuthStore } from '../stores/auth-store';

/**
 * When the app opens signed in, asks at once for what the shell waits for (the user, the org,
 * the projects and the server's edition), while the shell's and the page's code still load
 * (they load with their route), instead of after them. Signed out it does nothing.
 */
export function prefetchSession(queryClient: QueryClient): void {
  if (!hasSession(useAuthStore.getState().token)) return;
  void queryClient.prefetchQuery(currentUserQueryOptions);
  void queryClient.prefetchQuery(currentOrgQueryOptions);
  void queryClient.prefetchQuery(projectsQueryOptions);
  void queryClient.prefetchQuery(versionQueryOptions);
}
