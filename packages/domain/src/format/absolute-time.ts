/** Options of `formatAbsoluteTime`. */
export interface AbsoluteTimeOptions {
  /** Time zone to print in; the runtime's own by default. */
  timeZone?: string;
}

/**
 * When something happened, short enough for a table column, on a 24-hour clock:
 * - the same day: `14:05:09`
 * - the same year: `Mar 5, 14:05`
 * - older: `Mar 5, 2023`
 *
 * An invalid date gives an empty string.
 *
 * @example formatAbsoluteTime('2025-06-15T09:05:03Z', '2025-06-15T12:00:00Z', { timeZone: 'UTC' }) // '09:05:03'
 */
export function formatAbsoluteTime(
  date: Date | number | string,
  now: Date | number | string = Date.now(),
  options: AbsoluteTimeOptions = {},
): string {
  const time = new Date(date).getTime();
  const nowTime = new Date(now).getTime();
  if (Number.isNaN(time) || Number.isNaN(nowTime)) return '';
  const { timeZone } = options;
  const dayOf = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone });
  if (dayOf.format(time) === dayOf.format(nowTime)) {
    return new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', timeZone }).format(time);
  }
  const yearOf = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone });
  if (yearOf.format(time) === yearOf.format(nowTime)) {
    return new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(time);
  }
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(time);
}
