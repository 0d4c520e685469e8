import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface StarCardState {
  dismissed: boolean;
  dismiss: () => void;
}

/** Whether the user closed the "star us" card; remembered (SPEC §4). */
export const useStarCardStore = create<StarCardState>()(
  persist(
    (set) => ({
      dismissed: false,
      dismiss: () => set({ dismissed: true }),
    }),
    { name: 'lookout-star-card', partialize: (state) => ({ dismissed: state.dismissed }) },
  ),
);
