import { planLimitFeature } from '@lookout/client';
import { queryCacheTimings } from '@lookout/domain';
import { focusManager, MutationCache, QueryClient } from '@tanstack/react-query';
import { useUpgradeModalStore } from '../stores/upgrade-modal-store';
import { isApiError } from './api-errors';

/** Slow connections wait longer before retrying a failed request (SPEC §9). */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
    .connection;
  return connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** Retry a failed read once, unless the server gave a clear answer (a 4xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * A change the org's plan does not include (403 `plan_required`) or a plan limit it hit
 * (`plan_limit`) opens the upgrade dialog with that feature's row marked, wherever it came from.
 */
export function offerUpgradeOnPlanError(error: unknown): void {
  const feature = planLimitFeature(error);
  if (feature) useUpgradeModalStore.getState().show(feature);
}

/**
 * Server-state cache (SPEC §9): identical requests within 2 s share one fetch,
 * a refocus refetches at most every 5 s, a failed fetch retries after 5 s
 * (10 s on slow connections).
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({ onError: offerUpgradeOnPlanError }),
  defaultOptions: {
    queries: {
      staleTime: queryCacheTimings.dedupeIntervalMs,
      retry: shouldRetry,
      retryDelay: () =>
        isSlowConnection()
          ? queryCacheTimings.slowConnectionErrorRetryIntervalMs
          : queryCacheTimings.errorRetryIntervalMs,
    },
    mutations: { retry: false },
  },
});

let lastFocusAt = 0;

/** Report window focus to the cache at most once per focus-throttle window. */
focusManager.setEventListener((handleFocus) => {
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    const now = Date.now();
    if (now - lastFocusAt < queryCacheTimings.focusThrottleMs) return;
    lastFocusAt = now;
    handleFocus(true);
  };
  window.addEventListener('visibilitychange', onVisibility, false);
  window.addEventListener('focus', onVisibility, false);
  return () => {
    window.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', onVisibility);
  };
});
