/** What a logged URL may be used for. */
export type MediaKind = 'image' | 'audio' | 'link';

const dataPrefixes = { image: 'data:image/', audio: 'data:audio/', link: null } as const;

/**
 * The URL when it is safe to load or follow from a log: http(s) and blob URLs, and data URLs
 * of the matching media type. Anything else (`javascript:`, `data:text/html`, junk) is null,
 * and the viewer shows it as text instead.
 *
 * @example safeMediaUrl('javascript:alert(1)', 'link') // null
 */
export function safeMediaUrl(url: string, kind: MediaKind): string | null {
  const trimmed = url.trim();
  const prefix = dataPrefixes[kind];
  if (prefix && trimmed.toLowerCase().startsWith(prefix)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return ['http:', 'https:', 'blob:'].includes(parsed.protocol) ? trimmed : null;
  } catch {
    return null;
  }
}

const linkProtocols = ['http:', 'https:', 'mailto:'];

/**
 * The URL when a link in logged text (Markdown written by a model or a user) may be followed:
 * absolute http(s) and mailto URLs only. Relative, `javascript:`, `data:` and other URLs are
 * null, and the text shows without a link.
 *
 * @example safeLinkUrl('https://docs.test/a') // 'https://docs.test/a'
 * @example safeLinkUrl('javascript:alert(1)') // null
 */
export function safeLinkUrl(url: string): string | null {
  const trimmed = url.trim();
  try {
    return linkProtocols.includes(new URL(trimmed).protocol) ? trimmed : null;
  } catch {
    return null;
  }
}
