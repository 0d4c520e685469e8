import { describe, expect, it, vi } from 'vitest';
import { runPlaygroundEndpoint, testPlaygroundEndpoint } from './playground-endpoint-call.js';

const endpoint = {
  url: 'https://bot.example.com/chat',
  auth: { type: 'bearer', token: 'sk-1' },
  headers: { 'X-Team': 'support' },
  defaultPayload: { stream: false },
} as const;

function fakeFetch(response: () => Response) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
}

describe('testPlaygroundEndpoint', () => {
  it('posts to the endpoint with its headers and auth only', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 200 }));
    await expect(testPlaygroundEndpoint(endpoint, { fetch })).resolves.toEqual({ status: 200 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('https://bot.example.com/chat');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(headers.get('authorization')).toBe('Bearer sk-1');
    expect(headers.get('x-team')).toBe('support');
  });

  it('rejects any non-OK status with "HTTP {status}"', async () => {
    const fetch = fakeFetch(() => new Response('nope', { status: 404, statusText: 'Not Found' }));
    await expect(testPlaygroundEndpoint(endpoint, { fetch })).rejects.toThrow(/^HTTP 404$/);
  });
});

describe('runPlaygroundEndpoint', () => {
  it('posts the JSON payload and answers the JSON response', async () => {
    const fetch = fakeFetch(() => Response.json({ answer: 'Hello' }));
    const answer = await runPlaygroundEndpoint(
      { ...endpoint, auth: { type: 'api_key', header: 'x-api-key', key: 'k1' } },
      { messages: [{ role: 'user', content: 'Hi' }] },
      { fetch },
    );
    expect(answer).toEqual({ answer: 'Hello' });
    const [, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(init?.body).toBe('{"messages":[{"role":"user","content":"Hi"}]}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-api-key')).toBe('k1');
  });

  it("sends the endpoint's default payload when given none", async () => {
    const fetch = fakeFetch(() => Response.json({}));
    await runPlaygroundEndpoint(endpoint, undefined, { fetch });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"stream":false}');
  });

  it('rejects a non-OK status with "HTTP {status}: {statusText}"', async () => {
    const fetch = fakeFetch(() => new Response('down', { status: 502, statusText: 'Bad Gateway' }));
    await expect(runPlaygroundEndpoint(endpoint, {}, { fetch })).rejects.toThrow(
      /^HTTP 502: Bad Gateway$/,
    );
  });
});
