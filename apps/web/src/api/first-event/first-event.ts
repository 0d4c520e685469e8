import { listRuns } from '@lookout/client';
import { runListTypes } from '@lookout/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** How often a project without events is asked again for its first one. */
export const firstEventPollMs = 3_000;

/** The first event a project received, as a link target. */
export interface FirstEvent {
  id: string;
  type: (typeof runListTypes)[number];
}

/**
 * The newest run of `projectId` in any list (calls, traces, conversations), or `null` while it has
 * none: one page of one row per list, three light requests.
 */
export async function fetchFirstEvent(
  projectId: string,
  signal?: AbortSignal,
): Promise<FirstEvent | null> {
  const pages = await Promise.all(
    runListTypes.map((type) =>
      listRuns(apiClient, { type, limit: 1 }, { projectId, signal, silent: true }),
    ),
  );
  for (const [index, page] of pages.entries()) {
    const run = page.data[0];
    const type = runListTypes[index];
    if (run && type) return { id: run.id, type };
  }
  return null;
}

/** The cache key of a project's first event (under `runs`, so run changes refresh it too). */
export function firstEventQueryKey(projectId: string | null) {
  return ['runs', 'first-event', projectId] as const;
}

/**
 * Waits live for the project's first event: asks every few seconds until one exists, then stops
 * (TanStack Query's `refetchInterval`), so a page never needs a reload to see it arrive.
 */
export function useFirstEvent(projectId: string | null, pollMs = firstEventPollMs) {
  return useQuery({
    queryKey: firstEventQueryKey(projectId),
    queryFn: ({ signal }) => fetchFirstEvent(projectId ?? '', signal),
    enabled: projectId !== null,
    refetchInterval: (query) => (query.state.data ? false : pollMs),
    refetchIntervalInBackground: true,
  });
}
