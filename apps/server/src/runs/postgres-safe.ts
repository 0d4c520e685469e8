/**
 * PostgreSQL refuses the NUL character (and, in jsonb, lone surrogates). SDKs can send it
 * (binary junk in a tool output), so it is dropped before storage rather
 * than failing the whole batch.
 */
export function withoutNul(text: string): string {
  const clean = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  // Lone surrogate halves are not valid in jsonb either: they become U+FFFD.
  return clean.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/**
 * JSON text of `value` for a jsonb column, every string and every key cleaned
 * by `withoutNul` (NUL dropped, lone surrogates replaced): the one place values
 * and keys are made storable.
 */
export function toJsonbText(value: unknown): string {
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
