import { describe, expect, it } from 'vitest';
import { apiPath, withApiPrefix } from './api-path.js';

describe('withApiPrefix', () => {
  it.each([
    ['/projects', '/v1/projects'],
    ['/users/me/org', '/v1/users/me/org'],
    ['version', '/v1/version'],
    ['/v1/runs', '/v1/runs'],
    ['/auth/login', '/auth/login'],
    ['/auth/join-data', '/auth/join-data'],
    ['/authors', '/v1/authors'],
  ])('serves %s at %s', (path, served) => {
    expect(withApiPrefix(path)).toBe(served);
  });
});

describe('apiPath', () => {
  it('encodes interpolated values so they stay one path segment', () => {
    expect(apiPath`/runs/download/${'a/b?c'}`).toBe('/runs/download/a%2Fb%3Fc');
    expect(apiPath`/datasets-v2/${'d1'}/items/${'i 2'}`).toBe('/datasets-v2/d1/items/i%202');
  });
});
