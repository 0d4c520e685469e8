import type { PlaygroundEndpointAuth } from '@lookout/domain';

/**
 * Base64 of a string's UTF-8 bytes (plain `btoa` only accepts Latin-1, so a
 * name such as 'José' or '用户' would throw).
 * @example utf8ToBase64('user:pässword') // 'dXNlcjpww6Rzc3dvcmQ='
 */
export function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The header that authenticates a call to a user's playground endpoint:
 * `Authorization: Bearer {token}`, the custom header with its key, or
 * `Authorization: Basic base64(username:password)`. None without auth.
 * @example playgroundAuthHeaders({ type: 'api_key', header: 'x-api-key', key: 'k1' }) // { 'x-api-key': 'k1' }
 */
export function playgroundAuthHeaders(
  auth: PlaygroundEndpointAuth | null | undefined,
): Record<string, string> {
  if (!auth) return {};
  switch (auth.type) {
    case 'bearer':
      return { Authorization: `Bearer ${auth.token}` };
    case 'api_key':
      return { [auth.header]: auth.key };
    case 'basic':
      return { Authorization: `Basic ${utf8ToBase64(`${auth.username}:${auth.password}`)}` };
  }
}
