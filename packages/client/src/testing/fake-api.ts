import { createHttpClient, type HttpClient } from '../core/http-client.js';
import type { HttpClientOptions } from '../core/http-client-options.js';

// Test support: a fetch that answers canned responses and records every call.

export const testBaseUrl = 'http://lookout.test';
export const testProjectId = '11111111-1111-4111-8111-111111111111';
export const testToken = 'session-token';

/** One call the fake server received. */
export interface RecordedCall {
  method: string;
  url: URL;
  /** The path with its query, without the base URL. */
  target: string;
  headers: Headers;
  body: unknown;
}

/** A canned answer: JSON body (none for 204) and status (200 unless told). */
export interface CannedAnswer {
  status?: number;
  body?: unknown;
}

/**
 * A client whose fetch answers `answers` in turn (the last one repeats) and
 * records the calls it received.
 */
export function createFakeApi(
  answers: CannedAnswer | readonly CannedAnswer[] = {},
  options: HttpClientOptions = {},
): { http: HttpClient; calls: RecordedCall[]; fetch: typeof fetch } {
  const queue = Array.isArray(answers) ? [...answers] : [answers];
  const calls: RecordedCall[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const text = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({
      method: init?.method ?? 'GET',
      url,
      target: `${url.pathname}${url.search}`,
      headers: new Headers(init?.headers),
      body:
        init?.body instanceof FormData
          ? Object.fromEntries(init.body)
          : text === undefined
            ? undefined
            : JSON.parse(text),
    });
    const answer: CannedAnswer = (queue.length > 1 ? queue.shift() : queue[0]) ?? {};
    const status = answer.status ?? (answer.body === undefined ? 204 : 200);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const http = createHttpClient({
    baseUrl: testBaseUrl,
    fetch: fakeFetch,
    getToken: () => testToken,
    getProjectId: () => testProjectId,
    ...options,
  });
  return { http, calls, fetch: fakeFetch };
}
