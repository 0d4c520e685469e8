import type { ChartPlacement } from '@lookout/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdateDashboard } from './dashboard-mutations';

/** How long the layout rests before it is saved: a drag or a run of key presses is one save. */
export const layoutSaveDelayMs = 600;

/**
 * The layout being edited: every change shows at once and is saved with
 * `PATCH /v1/dashboards/{id}` `{charts}` once changes pause. If the server refuses, the draft is
 * dropped and the saved layout shows again.
 */
export function useLayoutSaver(projectId: string, dashboardId: string, saved: ChartPlacement[]) {
  const update = useUpdateDashboard(projectId);
  const [draft, setDraft] = useState<ChartPlacement[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<ChartPlacement[] | null>(null);
  const mutate = update.mutate;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const charts = pending.current;
    pending.current = null;
    if (!charts) return;
    mutate(
      { id: dashboardId, charts },
      {
        // A newer change waits for its own save; only the last one clears the draft.
        onSettled: () => {
          if (!pending.current) setDraft(null);
        },
      },
    );
  }, [dashboardId, mutate]);

  const change = useCallback(
    (charts: ChartPlacement[]) => {
      setDraft(charts);
      pending.current = charts;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, layoutSaveDelayMs);
    },
    [flush],
  );

  // Leaving the page (another route, or closing or reloading the tab) saves what is waiting
  // rather than losing it.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { layout: draft ?? saved, change, saving: update.isPending || draft !== null };
}
