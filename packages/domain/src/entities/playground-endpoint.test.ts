import { describe, expect, it } from 'vitest';
import { playgroundEndpointFieldsSchema, playgroundEndpointSchema } from './playground-endpoint.js';

const endpoint = {
  id: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
  name: 'Staging bot',
  url: 'https://staging.example.com/chat',
  auth: { type: 'api_key', header: 'X-Api-Key', key: 'secret' },
  headers: { 'X-Env': 'staging' },
  defaultPayload: { stream: false, options: { depth: 2 } },
};

describe('playgroundEndpointSchema', () => {
  it('accepts each kind of auth', () => {
    expect(playgroundEndpointSchema.parse(endpoint)).toEqual(endpoint);
    expect(
      playgroundEndpointSchema.parse({ ...endpoint, auth: { type: 'bearer', token: 't' } }).auth,
    ).toEqual({ type: 'bearer', token: 't' });
    expect(
      playgroundEndpointSchema.parse({
        ...endpoint,
        auth: { type: 'basic', username: 'ada', password: 'pw' },
      }).auth,
    ).toEqual({ type: 'basic', username: 'ada', password: 'pw' });
  });

  it('starts without auth, headers or payload', () => {
    expect(
      playgroundEndpointFieldsSchema.parse({ name: 'Local', url: 'http://localhost:8000/run' }),
    ).toEqual({
      name: 'Local',
      url: 'http://localhost:8000/run',
      auth: null,
      headers: {},
      defaultPayload: {},
    });
  });

  it('says why a bad id, url or auth type is refused', () => {
    const message = (patch: object) =>
      playgroundEndpointSchema.safeParse({ ...endpoint, ...patch }).error?.issues[0]?.message;
    expect(message({ id: 'endpoint-1' })).toBe('Endpoint id must be a UUID');
    expect(message({ url: 'staging.example.com' })).toBe('URL must be a valid http(s) URL');
    expect(message({ url: 'ftp://example.com/file' })).toBe('URL must be a valid http(s) URL');
    expect(message({ auth: { type: 'oauth', token: 't' } })).toBe(
      'Auth type must be one of bearer, api_key or basic',
    );
    expect(message({ auth: { type: 'api_key', header: ' ', key: 'k' } })).toBe(
      'Header name is required',
    );
  });

  it('only takes text header values', () => {
    expect(
      playgroundEndpointSchema.safeParse({ ...endpoint, headers: { 'X-Retries': 3 } }).success,
    ).toBe(false);
  });
});
