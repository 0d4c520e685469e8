import type { DashboardGranularity } from '@lookout/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The ready-made ranges of the date range control, most recent first. */
export const dateRangePresets = [
  { id: 'today', label: 'Today' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '3m', label: 'Last 3 months' },
  { id: '12m', label: 'Last 12 months' },
] as const;
export type DateRangePreset = (typeof dateRangePresets)[number]['id'];

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
      version: 1,
      partialize: ({ range, granularity, timeZone }) => ({ range, granularity, timeZone }),
      // Version 0 stored `{ start, end }` ISO instants: start again from the default.
      migrate: () => ({ range: null, granularity: null, timeZone: null }),
    },
  ),
);
