import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface TimeDisplayState {
  /** The logs tables print dates and clock times rather than "5 min ago". */
  absolute: boolean;
  setAbsolute: (absolute: boolean) => void;
}

/** How the logs tables print times, remembered across visits. */
export const useTimeDisplayStore = create<TimeDisplayState>()(
  persist(
    (set) => ({
      absolute: false,
      setAbsolute: (absolute) => set({ absolute }),
    }),
    { name: 'lookout-log-time-display', partialize: (state) => ({ absolute: state.absolute }) },
  ),
);
