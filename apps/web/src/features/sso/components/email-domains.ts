/**
 * Splits what was typed in the allowed-domains field (commas, spaces or new
 * lines) into lower-case domains, each once, a leading `@` dropped.
 * @example parseEmailDomains('Acme.com, @acme.io  acme.com') // ['acme.com', 'acme.io']
 */
export function parseEmailDomains(text: string): string[] {
  const domains = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().replace(/^@/, '').toLowerCase())
    .filter((part) => part.length > 0);
  return [...new Set(domains)];
}
