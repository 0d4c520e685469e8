/**
 * The form of a provider key the browser may see: its kind prefix and last four
 * characters. Short keys show no characters at all, so a mask never reveals
 * most of a key.
 *
 * @example maskApiKey('sk-proj-abcdefghijklmnop1234') // 'sk-…1234'
 * @example maskApiKey('short') // '…'
 */
export function maskApiKey(apiKey: string): string {
  const key = apiKey.trim();
  if (key.length < 12) return '…';
  const prefix = /^[A-Za-z]{2,4}-/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}
