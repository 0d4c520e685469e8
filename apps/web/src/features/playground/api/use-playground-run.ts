import { planLimitFeature } from '@lookout/client';
import type { PlaygroundRunBody } from '@lookout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import {
  cutStreamMessage,
  providerErrorMessage,
  thrownRunErrorMessage,
} from '../run-error-message';
import {
  applyChunk,
  endWithoutLastChunk,
  idleRun,
  type PlaygroundRunState,
  startingRun,
} from '../run-state';
import { playgroundUsageKey } from './playground-usage';
import { streamPlaygroundRun } from './run-playground';

/**
 * Runs the playground and keeps the run's state as its chunks arrive; `stop`
 * aborts the request (what streamed so far stays). Over the plan's limit the
 * upgrade modal opens on the playground row.
 */
export function usePlaygroundRun(projectId: string) {
  const [run, setRun] = useState<PlaygroundRunState>(idleRun);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const showUpgrade = useUpgradeModalStore((state) => state.show);

  // Leaving the page stops a run still streaming.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (body: PlaygroundRunBody) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      let state = startingRun;
      setRun(state);
      try {
        for await (const chunk of streamPlaygroundRun(body, {
          projectId,
          signal: current.signal,
        })) {
          if (current.signal.aborted) break;
          state = applyChunk(state, chunk, providerErrorMessage);
          setRun(state);
        }
        state = current.signal.aborted
          ? { ...state, status: 'stopped' }
          : endWithoutLastChunk(state, cutStreamMessage);
      } catch (error) {
        if (current.signal.aborted) {
          state = { ...state, status: 'stopped' };
        } else {
          const feature = planLimitFeature(error);
          if (feature) showUpgrade(feature);
          state = { ...state, status: 'failed', error: thrownRunErrorMessage(error) };
        }
      }
      if (controller.current === current) {
        controller.current = null;
        setRun(state);
        void queryClient.invalidateQueries({ queryKey: playgroundUsageKey(projectId) });
      }
    },
    [projectId, queryClient, showUpgrade],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { run, start, stop };
}
