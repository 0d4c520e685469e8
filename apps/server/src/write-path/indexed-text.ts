/**
 * Longest text, in UTF-16 code units, kept in a column that an index holds
 * whole (run name, model, end user id, tags). A btree row holds at most about
 * 2,700 bytes and a code unit is at most 3 bytes of UTF-8, so 500 leave room
 * for the other key columns; longer text would fail the whole batch.
 */
export const indexedTextMaxLength = 500;

/**
 * `text` cut to `indexedTextMaxLength`, never between the two halves of a
 * surrogate pair.
 * @example capIndexedText('x'.repeat(600)).length // 500
 */
export function capIndexedText(text: string): string {
  if (text.length <= indexedTextMaxLength) return text;
  const last = text.charCodeAt(indexedTextMaxLength - 1);
  const isHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, isHighSurrogate ? indexedTextMaxLength - 1 : indexedTextMaxLength);
}
