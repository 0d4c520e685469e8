import type { DashboardGranularity } from '@lookout/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The ready-made ranges of the date range control (labels in features/dashboards/date-range). */
export type DateRangePreset = 'today' | '7d' | '30d' | '3m' | '12m';

/**
 * What the user picked: a preset, kept relative so "Last 7 days" still means the last 7 days
 * next week, or a custom range of calendar days (`YYYY-MM-DD`, both included).
 */
export type DateRangeChoice = { preset: DateRangePreset } | { start: string; end: string };

interface DateRangeState {
  /** The picked range, or null for the default (last 30 days). */
  range: DateRangeChoice | null;
  /** The picked buckets, or null for the dashboard's own granularity. */
  granularity: DashboardGranularity | null;
  /** The picked IANA time zone, or null for the browser's. */
  timeZone: string | null;
  setRange: (range: DateRangeChoice | null) => void;
  setGranularity: (granularity: DashboardGranularity | null) => void;
  setTimeZone: (timeZone: string | null) => void;
  /** Back to the defaults (on sign-out). */
  reset: () => void;
}

/** The analytics date range, kept across visits and cleared on sign-out (SPEC §4). */
export const useDateRangeStore = create<DateRangeState>()(
  persist(
    (set) => ({
      range: null,
      granularity: null,
      timeZone: null,
      setRange: (range) => set({ range }),
      setGranularity: (granularity) => set({ granularity }),
      setTimeZone: (timeZone) => set({ timeZone }),
      reset: () => set({ range: null, granularity: null, timeZone: null }),
    }),
    {
      name: 'lookout-date-range',
      partialize: ({ range, granularity, timeZone }) => ({ range, granularity, timeZone }),
    },
  ),
);
