import { vi } from 'vitest';

/** What a fake route answers: a JSON body with a status, or a function of the request. */
export type FakeAnswer =
  | { status?: number; body?: unknown }
  | ((request: FakeRequest) => Response | Promise<Response>);

/** A request the fake server received. */
export interface FakeRequest {
  method: string;
  /** Path without the query, for example '/v1/projects'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body parsed, or the `FormData` of a multipart upload. */
  body: unknown;
}

/**
 * Replaces global fetch with a tiny server: `'GET /v1/users/me'` → answer. Unknown routes answer
 * 404 like the real server. Returns the list of requests received, newest last.
 *
 * @example const calls = fakeApi({ 'GET /v1/projects': { body: [project] } });
 */
export function fakeApi(routes: Record<string, FakeAnswer>): FakeRequest[] {
  const calls: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://lookout.test');
      const method = (init?.method ?? 'GET').toUpperCase();
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const request: FakeRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: init?.body instanceof FormData ? init.body : text ? JSON.parse(text) : undefined,
      };
      calls.push(request);
      const answer = routes[`${method} ${url.pathname}`];
      if (!answer) {
        return Response.json(
          { error: 'Not found', message: `${method} ${url.pathname}` },
          { status: 404 },
        );
      }
      if (typeof answer === 'function') return answer(request);
      const status = answer.status ?? 200;
      if (status === 204) return new Response(null, { status });
      return Response.json(answer.body ?? null, { status });
    }),
  );
  return calls;
}

/** Calls received for one route. */
export function callsTo(calls: FakeRequest[], route: string): FakeRequest[] {
  return calls.filter((call) => `${call.method} ${call.path}` === route);
}
