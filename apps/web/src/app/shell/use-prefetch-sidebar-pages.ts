import { type GatingContext, pageAccess, sidebarEntries } from '@lookout/rbac';
import { useEffect, useMemo } from 'react';
import { prefetchWhenIdle } from '../route-prefetch';

/**
 * Once the shell shows and the browser is idle, fetches the code of the pages the sidebar
 * opens for this user, so the first click on one shows it at once.
 */
export function usePrefetchSidebarPages(context: GatingContext): void {
  const pathnames = useMemo(
    () =>
      sidebarEntries(context)
        .filter((entry) => pageAccess(context, entry.path).kind === 'open')
        .map((entry) => entry.link.split(/[?#]/)[0] ?? entry.link),
    [context],
  );
  useEffect(() => prefetchWhenIdle(pathnames), [pathnames]);
}
