/** An ISO date-time without an offset, which JavaScript would read as local time. */
const isoWithoutZone = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const numericText = /^-?\d+(?:\.\d+)?$/;

/** Epoch numbers in seconds, milliseconds, microseconds or nanoseconds, told apart by size. */
function fromEpochNumber(value: number): Date | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const abs = Math.abs(value);
  let ms = value;
  if (abs < 1e11) ms = value * 1000;
  else if (abs >= 1e17) ms = value / 1e6;
  else if (abs >= 1e14) ms = value / 1e3;
  const date = new Date(Math.round(ms));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Reads an event time as SDKs send it: epoch milliseconds as a number (the JS
 * SDK), ISO text (the Python SDK; without an offset it is taken as UTC), or
 * epoch seconds / microseconds / nanoseconds as numbers or numeric text.
 * Returns undefined for anything else.
 *
 * @example parseEventTime(1795314751139) // 2026-11-22T02:32:31.139Z
 * @example parseEventTime('2024-05-01T12:00:00.123456') // 2024-05-01T12:00:00.123Z
 */
export function parseEventTime(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return fromEpochNumber(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (numericText.test(text)) return fromEpochNumber(Number(text));
  const date = new Date(isoWithoutZone.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
