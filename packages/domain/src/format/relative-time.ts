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
 * - under a minute (or up to a minute in the future, for clock skew): `just now`
 * - under an hour: `N min ago` (minutes rounded)
 * - under a day: `N h ago` (hours rounded)
 * - under a week: `N d ago` (days rounded)
 * - older, or more than a minute in the future: the date, `Mar 5` in the
 *   current year, else `Mar 5, 2023`
 *
 * Each step uses the rounded value, so 59.6 minutes reads `1 h ago`. No `~`: every relative
 * time is rounded, and the exact time is a hover away (issue 19).
 * An invalid date gives an empty string.
 *
 * @example formatRelativeTime(Date.now() - 5 * 60_000) // '5 min ago'
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
    if (elapsed < minuteMs) return 'just now';
    const minutes = Math.round(elapsed / minuteMs);
    if (minutes < 60) return `${minutes} min ago`;
    const hours = Math.round(elapsed / hourMs);
    if (hours < 24) return `${hours} h ago`;
    const days = Math.round(elapsed / dayMs);
    if (days < 7) return `${days} d ago`;
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
