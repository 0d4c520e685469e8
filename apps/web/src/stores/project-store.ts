import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** Storage key of the selected project id, in both session and local storage. */
export const projectStorageKey = 'lookout-project';

/**
 * Keeps the value in the session (this tab) and in long-term storage (the next visit); reads the
 * session first so two tabs can work in different projects (SPEC §4).
 */
const sessionThenLocalStorage: StateStorage = {
  getItem: (name) => sessionStorage.getItem(name) ?? localStorage.getItem(name),
  setItem: (name, value) => {
    sessionStorage.setItem(name, value);
    localStorage.setItem(name, value);
  },
  removeItem: (name) => {
    sessionStorage.removeItem(name);
    localStorage.removeItem(name);
  },
};

interface ProjectState {
  /** The project the user works in, or null before one is chosen. */
  projectId: string | null;
  setProjectId: (projectId: string | null) => void;
}

/** The selected project id, remembered in the session and in local storage. */
export const useProjectStore = create<ProjectState>()(
  persist(
    (set) => ({
      projectId: null,
      setProjectId: (projectId) => set({ projectId }),
    }),
    {
      name: projectStorageKey,
      storage: createJSONStorage(() => sessionThenLocalStorage),
      partialize: (state) => ({ projectId: state.projectId }),
    },
  ),
);
