import { TZDate } from '@date-fns/tz';
import type { DashboardGranularity } from '@lookout/domain';
import { addDays, addHours, addWeeks, endOfDay, startOfDay, subDays, subMonths } from 'date-fns';
import type { DateRangeChoice, DateRangePreset } from '../../stores/date-range-store';

/** The ready-made ranges of the date range control, most recent first. */
export const dateRangePresets = [
  { id: 'today', label: 'Today' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '3m', label: 'Last 3 months' },
  { id: '12m', label: 'Last 12 months' },
] as const satisfies readonly { id: DateRangePreset; label: string }[];

/** SPEC §9: dashboards open on the last 30 days. */
export const defaultDateRangeChoice: DateRangeChoice = { preset: '30d' };

/** A resolved range, as the analytics calls take it: ISO instants. */
export interface ResolvedDateRange {
  startDate: string;
  endDate: string;
}

function firstDayOf(preset: DateRangePreset, today: TZDate): TZDate {
  switch (preset) {
    case 'today':
      return today;
    case '7d':
      return subDays(today, 6);
    case '30d':
      return subDays(today, 29);
    case '3m':
      return subMonths(today, 3);
    case '12m':
      return subMonths(today, 12);
  }
}

function dayIn(day: string, timeZone: string): TZDate {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date, timeZone);
}

const iso = (date: Date) => new Date(date.getTime()).toISOString();

/**
 * The instants a choice covers in `timeZone`: from the start of its first day to the end of its
 * last (SPEC §9), a preset ending today.
 *
 * @example resolveDateRange({ preset: 'today' }, 'UTC', new Date('2025-03-10T15:00:00Z'))
 * // { startDate: '2025-03-10T00:00:00.000Z', endDate: '2025-03-10T23:59:59.999Z' }
 */
export function resolveDateRange(
  choice: DateRangeChoice,
  timeZone: string,
  now: Date = new Date(),
): ResolvedDateRange {
  if ('preset' in choice) {
    const today = startOfDay(new TZDate(now, timeZone));
    return { startDate: iso(firstDayOf(choice.preset, today)), endDate: iso(endOfDay(today)) };
  }
  return {
    startDate: iso(startOfDay(dayIn(choice.start, timeZone))),
    endDate: iso(endOfDay(dayIn(choice.end, timeZone))),
  };
}

/**
 * The first instant after the bucket starting at `bucketStart`: an hour, a day or a week later
 * on the clocks of `timeZone`, so a day across a daylight-saving change is 23 or 25 hours.
 *
 * @example bucketEnd('2025-03-30T00:00:00.000Z', 'daily', 'UTC') // '2025-03-31T00:00:00.000Z'
 */
export function bucketEnd(
  bucketStart: string,
  granularity: DashboardGranularity,
  timeZone: string,
): string {
  const start = new TZDate(Date.parse(bucketStart), timeZone);
  const next =
    granularity === 'hourly'
      ? addHours(start, 1)
      : granularity === 'daily'
        ? addDays(start, 1)
        : addWeeks(start, 1);
  return iso(next);
}

/** Hourly buckets are offered up to this many days (31 days are 744 points already). */
export const maxHourlyRangeDays = 31;

/**
 * The buckets a range is drawn in: the picked ones, except hourly over a range longer than
 * {@link maxHourlyRangeDays}, which is drawn daily.
 *
 * @example effectiveGranularity('hourly', { startDate: '2025-01-01T00:00:00Z', endDate: '2025-12-31T23:59:59Z' }) // 'daily'
 */
export function effectiveGranularity(
  granularity: DashboardGranularity,
  range: ResolvedDateRange,
): DashboardGranularity {
  const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000;
  return granularity === 'hourly' && days > maxHourlyRangeDays ? 'daily' : granularity;
}

/** A short label of a choice for the control's button ("Last 30 days", "Mar 1 – Mar 9, 2025"). */
export function dateRangeLabel(choice: DateRangeChoice): string {
  if ('preset' in choice) {
    return dateRangePresets.find((preset) => preset.id === choice.preset)?.label ?? 'Last 30 days';
  }
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(
    Date.parse(`${choice.start}T00:00:00Z`),
    Date.parse(`${choice.end}T00:00:00Z`),
  );
}

/** Whether a custom range is two valid calendar days, the first not after the second. */
export function isValidCustomRange(start: string, end: string): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(start) && day.test(end) && !Number.isNaN(Date.parse(start)) && start <= end;
}

/** The browser's time zone, the default of the control. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The IANA time zones this browser knows, for the picker; at least UTC and the browser's. */
export function knownTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', browserTimeZone(), ...zones])];
}
