import { describe, expect, it, vi } from 'vitest';
import { createLookoutClient, LookoutApiError } from './lookout-client.js';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('createLookoutClient', () => {
  it('reads the server version from /v1/version', async () => {
    const fetch = fakeFetch(200, { version: '0.1.0' });
    const client = createLookoutClient({ baseUrl: 'http://127.0.0.1:3333/', fetch });
    await expect(client.getVersion()).resolves.toEqual({ version: '0.1.0' });
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:3333/v1/version', expect.anything());
  });

  it('throws the server error title and message on a non-OK answer', async () => {
    const fetch = fakeFetch(503, { error: 'Unavailable', message: 'Database is starting' });
    const client = createLookoutClient({ fetch });
    const failure = client.getVersion();
    await expect(failure).rejects.toBeInstanceOf(LookoutApiError);
    await expect(failure).rejects.toThrow('Database is starting');
  });
});
