import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Widths of the run side panel, in px: the narrowest, the widest and the first one. */
export const runPanelWidths = { min: 420, max: 1100, initial: 760 } as const;

/**
 * A panel width within the limits, rounded to whole pixels; anything not a number is the
 * initial width.
 *
 * @example clampPanelWidth(2000) // 1100
 */
export function clampPanelWidth(width: unknown): number {
  if (typeof width !== 'number' || !Number.isFinite(width)) return runPanelWidths.initial;
  return Math.round(Math.min(runPanelWidths.max, Math.max(runPanelWidths.min, width)));
}

interface RunPanelWidthState {
  /** Width the user gave the run side panel, in px. */
  width: number;
  setWidth: (width: number) => void;
}

/** The width of the run side panel, remembered across visits (kept within the limits). */
export const useRunPanelWidthStore = create<RunPanelWidthState>()(
  persist(
    (set) => ({
      width: runPanelWidths.initial,
      setWidth: (width) => set({ width: clampPanelWidth(width) }),
    }),
    {
      name: 'lookout-run-panel-width',
      partialize: (state) => ({ width: state.width }),
      // A stored width edited by hand or saved under other limits is brought back within them.
      merge: (persisted, current) => ({
        ...current,
        width: clampPanelWidth((persisted as { width?: unknown } | undefined)?.width),
      }),
    },
  ),
);
