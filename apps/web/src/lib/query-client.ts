import { planLimitFeature } from '@lookout/client';
import { queryCacheTimings } from '@lookout/domain';
import { focusManager, MutationCache, type Query, QueryClient } from '@tanstack/react-query';
import { useUpgradeModalStore } from '../stores/upgrade-modal-store';
import { isApiError, isUnreachable } from './api-errors';

/** Slow connections wait longer before retrying a failed request (SPEC §9). */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
    .connection;
  return connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** The wait before a failed read is tried again: 5 s, 10 s on slow connections (SPEC §9). */
function errorRetryDelay(): number {
  return isSlowConnection()
    ? queryCacheTimings.slowConnectionErrorRetryIntervalMs
    : queryCacheTimings.errorRetryIntervalMs;
}

/**
 * Retry a failed read once, unless the server gave a clear answer (a 4xx, or a read it stopped
 * at its time bound, `read_timeout`, which would only run as long again) or could not be
 * reached at all: that is shown at once (within a second of the failure, not after a retry's
 * wait) and tried again in the background by {@link refetchWhileUnreachable}.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isUnreachable(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.code === 'read_timeout') return false;
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
 * While a read failed because the server could not be reached, ask again every retry interval,
 * so the screen recovers by itself once the server is back (Retry asks at once).
 */
export function refetchWhileUnreachable(query: Pick<Query, 'state'>): number | false {
  return query.state.status === 'error' && isUnreachable(query.state.error)
    ? errorRetryDelay()
    : false;
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
      retryDelay: errorRetryDelay,
      refetchInterval: refetchWhileUnreachable,
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
