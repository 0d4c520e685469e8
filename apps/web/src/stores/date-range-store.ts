import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** A date range picked on the analytics pages, as ISO date-times. */
export interface DateRange {
  start: string;
  end: string;
}

interface DateRangeState {
  /** The picked range, or null for the default (last 30 days). */
  range: DateRange | null;
  setRange: (range: DateRange | null) => void;
}

/** The analytics date range, kept across visits and cleared on sign-out (SPEC §4). */
export const useDateRangeStore = create<DateRangeState>()(
  persist(
    (set) => ({
      range: null,
      setRange: (range) => set({ range }),
    }),
    { name: 'lookout-date-range', partialize: (state) => ({ range: state.range }) },
  ),
);
