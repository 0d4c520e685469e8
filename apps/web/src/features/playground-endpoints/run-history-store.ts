import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onSignedOut } from '../../lib/sign-out';
import type { EndpointCall } from './run-history';

/** How many tests and runs the history keeps per project; older ones drop off. */
export const historyLimit = 50;

interface RunHistoryState {
  /** Each project's calls, newest first. */
  byProject: Record<string, EndpointCall[]>;
  add: (projectId: string, call: EndpointCall) => void;
  clear: () => void;
}

/**
 * The endpoint tests and runs of this browser session (SPEC §3: "a history of
 * runs in the session"): kept in session storage, so they survive leaving the
 * page and a reload, and gone with the tab or on sign-out.
 */
export const useRunHistoryStore = create<RunHistoryState>()(
  persist(
    (set) => ({
      byProject: {},
      add: (projectId, call) =>
        set((state) => ({
          byProject: {
            ...state.byProject,
            [projectId]: [call, ...(state.byProject[projectId] ?? [])].slice(0, historyLimit),
          },
        })),
      clear: () => set({ byProject: {} }),
    }),
    {
      name: 'lookout-endpoint-history',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ byProject }) => ({ byProject }),
    },
  ),
);

// Another user signing in in this tab must not see these calls.
onSignedOut(() => useRunHistoryStore.getState().clear());
