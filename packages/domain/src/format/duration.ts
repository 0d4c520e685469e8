/**
 * A duration given in milliseconds, printed short:
 * - under a minute: seconds with up to two decimals, trailing zeros dropped
 *   (`0s`, `0.25s`, `4.2s`, `59.99s`)
 * - under an hour: minutes and seconds (`3min 20s`, `5min`)
 * - under a day: hours and minutes (`1h 5min`, `2h`)
 * - from a day: days and hours (`2d 3h`, `4d`)
 *
 * From a minute on, the total is rounded to whole seconds and only the two
 * largest units show; the smaller ones are dropped, not rounded, and a zero
 * second unit is left out. Negative or non-finite input gives an empty string.
 *
 * @example formatDuration(4200) // '4.2s'
 * @example formatDuration(3_900_000) // '1h 5min'
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';

  const centiseconds = Math.round(ms / 10);
  if (centiseconds < 6000) return `${centiseconds / 100}s`;

  const totalSeconds = Math.round(ms / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor(totalSeconds / 3600) % 24;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = totalSeconds % 60;

  if (days > 0) return joinUnits(`${days}d`, hours, 'h');
  if (hours > 0) return joinUnits(`${hours}h`, minutes, 'min');
  return joinUnits(`${minutes}min`, seconds, 's');
}

function joinUnits(first: string, second: number, unit: string): string {
  return second > 0 ? `${first} ${second}${unit}` : first;
}
