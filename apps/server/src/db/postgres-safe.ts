const loneSurrogateSource =
  '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const loneSurrogate = new RegExp(loneSurrogateSource, 'g');
/** Without the g flag: `test` keeps no position between calls. */
const hasLoneSurrogate = new RegExp(loneSurrogateSource);

/**
 * PostgreSQL refuses the NUL character (and, in jsonb, lone surrogates). SDKs can send it
 * (binary junk in a tool output), so it is dropped before storage rather
 * than failing the whole batch.
 */
export function withoutNul(text: string): string {
  const clean = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  // Lone surrogate halves are not valid in jsonb either: they become U+FFFD.
  return clean.replace(loneSurrogate, '\uFFFD');
}

/**
 * Whether `text` holds what PostgreSQL refuses (NUL, a lone surrogate half).
 * @example isStorableText('a\u0000b') // false
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !hasLoneSurrogate.test(text);
}

/** In JSON text: an escaped NUL or surrogate half (`\u0000`, `\ud800`–`\udfff`). */
const mayHoldUnstorable = /\\u(?:0000|d[89a-f])/i;

/**
 * JSON text of `value` for a jsonb column, every string and every key cleaned
 * by `withoutNul` (NUL dropped, lone surrogates replaced): the one place values
 * and keys are made storable.
 */
export function toJsonbText(value: unknown): string {
  // JSON.stringify writes NUL as `\u0000` and a lone surrogate half as `\udXXX` (paired halves
  // stay raw characters), so text without either escape has nothing to clean: the common case,
  // without a replacer called for every value (3× slower on 2 KB of chat). A backslash the data holds before
  // "u0000" is written `\\u0000` and only sends the text the long way, which gives the same.
  const plain = JSON.stringify(value);
  if (plain === undefined || !mayHoldUnstorable.test(plain)) return plain;
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string') return withoutNul(item);
    if (
      item &&
      typeof item === 'object' &&
      !Array.isArray(item) &&
      Object.keys(item).some((key) => withoutNul(key) !== key)
    ) {
      return Object.fromEntries(
        Object.entries(item).map(([key, entry]) => [withoutNul(key), entry]),
      );
    }
    return item;
  });
}
