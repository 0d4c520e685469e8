import { TZDate } from '@date-fns/tz';
import { format, subDays } from 'date-fns';

/** The ready-made ranges of the logs' time-range picker, shortest first. */
export const timeRangePresets = [
  { id: '15m', label: 'Last 15 minutes', minutes: 15 },
  { id: '1h', label: 'Last hour', minutes: 60 },
  { id: '24h', label: 'Last 24 hours', minutes: 24 * 60 },
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
] as const;
export type TimeRangePreset = (typeof timeRangePresets)[number]['id'];

/**
 * The runs a list is cut to by start time: a preset, kept relative so "Last hour" moves with
 * the clock (resolved at each fetch), or a custom range of two instants (`from` included, `to`
 * excluded). No range (null) is all time.
 */
export type TimeRange = { preset: TimeRangePreset } | { from: string; to: string };

/** The URL keys of the range: `range=24h`, or `from` and `to` as ISO instants. */
export const timeRangeParams = { preset: 'range', from: 'from', to: 'to' } as const;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function isInstant(text: string | null): text is string {
  return !!text && isoInstant.test(text) && !Number.isNaN(Date.parse(text));
}

/** Whether `from` and `to` are instants, `from` strictly before `to`. */
export function isValidCustomTimeRange(from: string, to: string): boolean {
  return isInstant(from) && isInstant(to) && Date.parse(from) < Date.parse(to);
}

/**
 * The range in a logs URL, or null for all time (also when what is there is not a range:
 * an unknown preset, or a custom range whose end is not after its start).
 *
 * @example readTimeRange(new URLSearchParams('range=1h')) // { preset: '1h' }
 */
export function readTimeRange(params: URLSearchParams): TimeRange | null {
  const preset = params.get(timeRangeParams.preset);
  const known = timeRangePresets.find((item) => item.id === preset);
  if (known) return { preset: known.id };
  const from = params.get(timeRangeParams.from);
  const to = params.get(timeRangeParams.to);
  if (from && to && isValidCustomTimeRange(from, to)) return { from, to };
  return null;
}

/** A copy of `params` holding `range` (all time: none of its keys). */
export function writeTimeRange(params: URLSearchParams, range: TimeRange | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(timeRangeParams)) next.delete(key);
  if (range && 'preset' in range) next.set(timeRangeParams.preset, range.preset);
  else if (range) {
    next.set(timeRangeParams.from, range.from);
    next.set(timeRangeParams.to, range.to);
  }
  return next;
}

/**
 * The instants the API is asked for: a preset ends now (no `to`, so live refresh keeps the
 * newest runs) and starts its minutes before, or its days before on the clocks of `timeZone`
 * (a week across a daylight-saving change is 167 or 169 hours); a custom range is itself.
 *
 * @example resolveTimeRange({ preset: '1h' }, new Date('2026-11-27T12:00:00Z'), 'UTC')
 * // { from: '2026-11-27T11:00:00.000Z' }
 */
export function resolveTimeRange(
  range: TimeRange | null,
  now: Date,
  timeZone: string,
): { from?: string; to?: string } {
  if (!range) return {};
  if ('from' in range) return { from: range.from, to: range.to };
  const preset = timeRangePresets.find((item) => item.id === range.preset);
  if (!preset) return {};
  const from =
    'days' in preset
      ? subDays(new TZDate(now.getTime(), timeZone), preset.days)
      : new Date(now.getTime() - preset.minutes * 60_000);
  return { from: new Date(from.getTime()).toISOString() };
}

/**
 * The value of a `datetime-local` input for an instant, on the clocks of `timeZone`.
 * @example toLocalInput('2026-11-27T12:30:00.000Z', 'Europe/Paris') // '2026-11-27T13:30'
 */
export function toLocalInput(instant: string, timeZone: string): string {
  return format(new TZDate(Date.parse(instant), timeZone), "yyyy-MM-dd'T'HH:mm");
}

/**
 * The instant a `datetime-local` value stands for on the clocks of `timeZone`, or null when
 * it is not one.
 * @example fromLocalInput('2026-11-27T13:30', 'Europe/Paris') // '2026-11-27T12:30:00.000Z'
 */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hour, minute, timeZone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}

/** A short label of a range for the picker's button ("Last hour", "Nov 20, 10:00 – 12:00"). */
export function timeRangeLabel(range: TimeRange | null, timeZone: string): string {
  if (!range) return 'All time';
  if ('preset' in range) {
    return timeRangePresets.find((item) => item.id === range.preset)?.label ?? 'All time';
  }
  const formatter = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return formatter.formatRange(Date.parse(range.from), Date.parse(range.to));
}

/** The browser's time zone: the user's, which the custom range is read in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
