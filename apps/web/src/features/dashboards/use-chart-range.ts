import type { DashboardGranularity } from '@lookout/domain';
import { useMemo } from 'react';
import { type DateRangeChoice, useDateRangeStore } from '../../stores/date-range-store';
import type { ChartRange } from './charts/chart-panel';
import {
  browserTimeZone,
  dateRangePresets,
  defaultDateRangeChoice,
  effectiveGranularity,
  isValidCustomRange,
  resolveDateRange,
} from './date-range';

/** A remembered choice, unless it is missing or from an older version (ISO instants, not days). */
function usableChoice(stored: DateRangeChoice | null): DateRangeChoice {
  if (!stored) return defaultDateRangeChoice;
  if ('preset' in stored) {
    return dateRangePresets.some((preset) => preset.id === stored.preset)
      ? stored
      : defaultDateRangeChoice;
  }
  return isValidCustomRange(stored.start, stored.end) ? stored : defaultDateRangeChoice;
}

/**
 * The range every chart of the page is drawn for, from the remembered choice (SPEC §4): the
 * last 30 days, the dashboard's granularity and the browser's time zone until the user picks.
 */
export function useChartRange(dashboardGranularity: DashboardGranularity) {
  const store = useDateRangeStore();
  const choice = usableChoice(store.range);
  const granularity = store.granularity ?? dashboardGranularity;
  const timeZone = store.timeZone ?? browserTimeZone();
  // Resolved once per choice: "today" is the day the page was opened, not each render's.
  const range = useMemo<ChartRange>(() => {
    const resolved = resolveDateRange(choice, timeZone);
    return { ...resolved, timeZone, granularity: effectiveGranularity(granularity, resolved) };
  }, [choice, timeZone, granularity]);
  return {
    range,
    choice,
    setChoice: store.setRange,
    setGranularity: store.setGranularity,
    setTimeZone: store.setTimeZone,
  };
}
