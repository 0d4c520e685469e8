import { describe, expect, it } from 'vitest';
import { playgroundAuthHeaders, utf8ToBase64 } from './playground-auth-headers.js';

function decodeBasic(header: string | undefined): string {
  const encoded = header?.replace(/^Basic /, '') ?? '';
  return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
}

describe('playgroundAuthHeaders', () => {
  it('sends a bearer token', () => {
    expect(playgroundAuthHeaders({ type: 'bearer', token: 'sk-1' })).toEqual({
      Authorization: 'Bearer sk-1',
    });
  });

  it('sends a key under a custom header name', () => {
    expect(playgroundAuthHeaders({ type: 'api_key', header: 'X-Api-Key', key: 'k1' })).toEqual({
      'X-Api-Key': 'k1',
    });
  });

  it('sends basic auth as base64 of user:password', () => {
    const { Authorization } = playgroundAuthHeaders({
      type: 'basic',
      username: 'ada',
      password: 'secret',
    });
    expect(Authorization).toBe(`Basic ${btoa('ada:secret')}`);
  });

  it('encodes non-Latin-1 names and passwords as UTF-8', () => {
    const { Authorization } = playgroundAuthHeaders({
      type: 'basic',
      username: 'José',
      password: '密码☕',
    });
    expect(decodeBasic(Authorization)).toBe('José:密码☕');
    expect(utf8ToBase64('user:pässword')).toBe('dXNlcjpww6Rzc3dvcmQ=');
  });

  it('sends nothing without auth', () => {
    expect(playgroundAuthHeaders(null)).toEqual({});
  });
});
