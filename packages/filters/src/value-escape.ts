/**
 * Escapes one parameter value of a filter string, so that the structural
 * characters `&`, `=`, `.`, `,` and `%` inside a value never break the bar.
 * Percent-encoding, with `.` written as `%2E` (encodeURIComponent keeps it).
 */
export function escapeFilterValue(value: string): string {
  return encodeURIComponent(value).replace(/\./g, '%2E');
}

/** Reverses {@link escapeFilterValue}; returns `null` for a malformed escape. */
export function unescapeFilterValue(escaped: string): string | null {
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}
