import type { DashboardGranularity } from '@lookout/domain';

type Style = 'short' | 'full';

const shortOptions: Record<DashboardGranularity, Intl.DateTimeFormatOptions> = {
  hourly: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  daily: { month: 'short', day: 'numeric' },
  weekly: { month: 'short', day: 'numeric' },
};

const fullOptions: Record<DashboardGranularity, Intl.DateTimeFormatOptions> = {
  hourly: {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  daily: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  weekly: { month: 'short', day: 'numeric', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(granularity: DashboardGranularity, style: Style, timeZone: string) {
  const cacheKey = `${granularity} ${style} ${timeZone}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    const options = (style === 'short' ? shortOptions : fullOptions)[granularity];
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // A zone this browser does not know: the server checked it, so show UTC rather than fail.
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * A bucket start as the dashboard's time zone reads it: `short` for axis
 * ticks (`May 5`, `14:00`, the day at midnight), `full` for tooltips and tables
 * (`Tue, May 5, 2026`, `Week of May 4, 2026`).
 *
 * @example formatBucketDate('2026-05-05T00:00:00.000Z', 'daily', 'short', 'UTC') // 'May 5'
 */
export function formatBucketDate(
  date: string | number,
  granularity: DashboardGranularity,
  style: Style,
  timeZone: string,
): string {
  const time = new Date(date);
  if (Number.isNaN(time.getTime())) return '';
  const text = formatterFor(granularity, style, timeZone).format(time);
  // An hourly axis names the day at each midnight, so a long range still says which day it is.
  if (style === 'short' && granularity === 'hourly' && text === '00:00') {
    return formatterFor('daily', 'short', timeZone).format(time);
  }
  return style === 'full' && granularity === 'weekly' ? `Week of ${text}` : text;
}
