const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Escapes one parameter value of a filter string, so that the structural
 * characters `&`, `=`, `.`, `,` and `%` inside a value never break the bar.
 * Percent-encoding of UTF-8, with `.` written as `%2E` (encodeURIComponent
 * keeps it). A lone UTF-16 surrogate, which UTF-8 cannot carry, is written as
 * U+FFFD instead of throwing.
 * @example escapeFilterValue('v1.2, beta') // 'v1%2E2%2C%20beta'
 */
export function escapeFilterValue(value: string): string {
  return encodeURIComponent(value.replace(loneSurrogate, '\uFFFD')).replace(/\./g, '%2E');
}

/**
 * Reverses {@link escapeFilterValue}; returns `null` for a malformed escape.
 * Characters that need no escaping structurally (spaces, letters of any
 * script) are read as they are; a lone surrogate becomes U+FFFD, as when
 * escaping, so a value read is always well-formed text.
 * @example unescapeFilterValue('a%2Eb') // 'a.b'
 */
export function unescapeFilterValue(escaped: string): string | null {
  try {
    return decodeURIComponent(escaped).replace(loneSurrogate, '\uFFFD');
  } catch {
    return null;
  }
}
