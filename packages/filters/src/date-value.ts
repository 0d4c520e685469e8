const datePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Whether `text` is a date parameter value: a calendar date `YYYY-MM-DD`, or
 * an ISO 8601 instant with a time zone (`2024-05-01T12:30:00.000Z`,
 * `2024-05-01T14:30+02:00`). A time without a zone is refused, because the
 * browser and the server may not agree on which zone it means.
 * @example isFilterDate('2024-02-29') // true
 */
export function isFilterDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, zoneH = 0, zoneM = 0] =
    match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    zoneH <= 23 &&
    zoneM <= 59
  );
}
