const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const sextets: ReadonlyMap<string, number> = new Map(
  [...alphabet].map((char, index) => [char, index]),
);

/**
 * Decodes base64url text (padding optional) as UTF-8. Returns `undefined`
 * when the text is not base64url or the bytes are not UTF-8. Written out by
 * hand so the package needs neither browser nor Node globals.
 *
 * @example decodeBase64Url('eyJhIjoxfQ') // '{"a":1}'
 */
export function decodeBase64Url(text: string): string | undefined {
  const unpadded = text.replace(/={1,2}$/, '');
  if (unpadded.length % 4 === 1) return undefined;

  let percentEncoded = '';
  let buffer = 0;
  let bits = 0;
  for (const char of unpadded) {
    const value = sextets.get(char);
    if (value === undefined) return undefined;
    buffer = ((buffer << 6) | value) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      const byte = (buffer >> bits) & 0xff;
      percentEncoded += `%${byte.toString(16).padStart(2, '0')}`;
    }
  }

  try {
    return decodeURIComponent(percentEncoded);
  } catch {
    // The bytes are not valid UTF-8.
    return undefined;
  }
}
