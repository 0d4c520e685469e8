/**
 * A sync lag in words: "up to date" at 0, else seconds, minutes or hours behind.
 * @example syncLagText(0) // 'Up to date'
 * @example syncLagText(150) // '3 min behind'
 */
export function syncLagText(seconds: number): string {
  if (seconds <= 0) return 'Up to date';
  if (seconds < 90) return `${seconds} s behind`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min behind`;
  return `${Math.round(seconds / 3600)} h behind`;
}
