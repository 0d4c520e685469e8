const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** Options of `formatRelativeTime`. */
export interface RelativeTimeOptions {
  /** Time zone for dates older than a week; the runtime's own by default. */
  timeZone?: string;
}

/**
 * How long ago something happened, abbreviated for tables:
 * - under a minute (or up to a minute in the future, for clock skew): `< 1 min`
 * - under an hour: `~ N min` (minutes rounded)
 * - under a day: `~ N h` (hours rounded)
 * - under a week: `~ N d` (days rounded)
 * - older, or more than a minute in the future: the date, `Mar 5` in the
 *   current year, else `Mar 5, 2023`
 *
 * Each step uses the rounded value, so 59.6 minutes reads `~ 1 h`.
 * An invalid date gives an empty string.
 *
 * @example formatRelativeTime(Date.now() - 5 * 60_000) // '~ 5 min'
 */
export function formatRelativeTime(
  date: Date | number | string,
  now: Date | number = Date.now(),
  options: RelativeTimeOptions = {},
): string {
  const time = new Date(date).getTime();
  const nowTime = new Date(now).getTime();
  if (Number.isNaN(time) || Number.isNaN(nowTime)) return '';
  const elapsed = nowTime - time;

  if (elapsed >= -minuteMs) {
    if (elapsed < minuteMs) return '< 1 min';
    const minutes = Math.round(elapsed / minuteMs);
    if (minutes < 60) return `~ ${minutes} min`;
    const hours = Math.round(elapsed / hourMs);
    if (hours < 24) return `~ ${hours} h`;
    const days = Math.round(elapsed / dayMs);
    if (days < 7) return `~ ${days} d`;
  }

  const yearOf = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: options.timeZone });
  const sameYear = yearOf.format(time) === yearOf.format(nowTime);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone: options.timeZone,
  }).format(time);
}
