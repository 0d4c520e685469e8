import { describe, expect, it } from 'vitest';
import { isNetworkError, LookoutNetworkError, serverOrigin } from './lookout-network-error.js';

describe('LookoutNetworkError', () => {
  it('names the server it could not reach, and keeps what fetch said as its cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new LookoutNetworkError('http://127.0.0.1:3333', { cause });
    expect(error.message).toBe("Can't reach the Lookout server at http://127.0.0.1:3333");
    expect(error.cause).toBe(cause);
    expect(isNetworkError(error)).toBe(true);
    expect(isNetworkError(cause)).toBe(false);
  });

  it.each([
    ['https://lookout.example/base/', 'https://lookout.example'],
    ['http://127.0.0.1:3333', 'http://127.0.0.1:3333'],
    ['not a url', 'not a url'],
  ])('reads the origin of %s as %s', (baseUrl, origin) => {
    expect(serverOrigin(baseUrl)).toBe(origin);
  });
});
