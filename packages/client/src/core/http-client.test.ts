import { versionResponseSchema } from '@lookout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, streamCreationError } from './http-client.js';
import type { HttpClientOptions } from './http-client-options.js';
import { LookoutApiError } from './lookout-api-error.js';
import { LookoutNetworkError } from './lookout-network-error.js';
import { LookoutResponseError } from './parse-response.js';

const base = 'http://lookout.test';
const projectId = '11111111-1111-4111-8111-111111111111';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

function setup(response: () => Response, options: HttpClientOptions = {}) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  const onSignedOut = vi.fn();
  const onNotify = vi.fn();
  const http = createHttpClient({
    baseUrl: base,
    fetch,
    getToken: () => 'tok',
    getProjectId: () => projectId,
    onSignedOut,
    onNotify,
    isOnLoginPage: () => false,
    ...options,
  });
  const sent = (index = 0) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return { url: String(url), init, headers: new Headers(init?.headers) };
  };
  return { http, fetch, onSignedOut, onNotify, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requests', () => {
  it('prefixes /v1, appends the selected project and sends the bearer token', async () => {
    const { http, sent } = setup(() => json(200, []));
    await http.get('/views');
    expect(sent().url).toBe(`${base}/v1/views?projectId=${projectId}`);
    expect(sent().headers.get('authorization')).toBe('Bearer tok');
    expect(sent().init?.method).toBe('GET');
  });

  it('sends /auth calls without /v1 or projectId', async () => {
    const { http, sent } = setup(() => json(200, { token: 't' }));
    await http.post('/auth/login', { email: 'a@b.co', password: 'x' });
    expect(sent().url).toBe(`${base}/auth/login`);
  });

  it('sends no authorization header without a token', async () => {
    const { http, sent } = setup(() => json(200, {}), { getToken: () => null });
    await http.get('/version');
    expect(sent().headers.has('authorization')).toBe(false);
  });

  it('reads the token and the project on every call', async () => {
    let token = 'first';
    let project = 'p1';
    const { http, sent } = setup(() => json(200, []), {
      getToken: () => token,
      getProjectId: () => project,
    });
    await http.get('/views');
    token = 'second';
    project = 'p2';
    await http.get('/views');
    expect(sent(1).headers.get('authorization')).toBe('Bearer second');
    expect(sent(1).url).toContain('projectId=p2');
  });

  it('lets a call name another project, or none', async () => {
    const { http, sent } = setup(() => json(200, []));
    await http.get('/views', { projectId: 'other' });
    await http.get('/views', { projectId: null });
    expect(sent(0).url).toBe(`${base}/v1/views?projectId=other`);
    expect(sent(1).url).toBe(`${base}/v1/views`);
  });

  it('sends paging and sort parameters', async () => {
    const { http, sent } = setup(() => json(200, { data: [], page: 0, limit: 30 }));
    await http.get('/runs', {
      paging: { page: 2 },
      sort: { sortField: 'cost', sortDirection: 'asc' },
    });
    const url = new URL(sent().url);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('limit')).toBe('30');
    expect(url.searchParams.get('sortField')).toBe('cost');
    expect(url.searchParams.get('sortDirection')).toBe('asc');
  });

  it.each(['post', 'patch', 'put'] as const)('%s sends a JSON body', async (method) => {
    const { http, sent } = setup(() => json(200, { ok: true }));
    await expect(http[method]('/views/1', { name: 'Errors' })).resolves.toEqual({ ok: true });
    expect(sent().init?.method).toBe(method.toUpperCase());
    expect(sent().init?.body).toBe('{"name":"Errors"}');
    expect(sent().headers.get('content-type')).toBe('application/json');
  });

  it('sends extra headers', async () => {
    const { http, sent } = setup(() => json(200, {}));
    await http.get('/version', { headers: { 'x-trace': 'abc' } });
    expect(sent().headers.get('x-trace')).toBe('abc');
  });
});

describe('answers', () => {
  it('gives undefined for a 204', async () => {
    const { http } = setup(() => new Response(null, { status: 204 }));
    await expect(http.delete('/views/1')).resolves.toBeUndefined();
  });

  it('parses the answer with the contract when given one', async () => {
    const { http } = setup(() => json(200, { version: '1.2.3', extra: true }));
    await expect(http.get('/version', { schema: versionResponseSchema })).resolves.toEqual({
      version: '1.2.3',
      edition: 'self-hosted',
    });
  });

  it('rejects an answer that breaks its contract', async () => {
    const { http } = setup(() => json(200, { version: 7 }));
    const failure = http.get('/version', { schema: versionResponseSchema });
    await expect(failure).rejects.toBeInstanceOf(LookoutResponseError);
    await expect(failure).rejects.toThrow('GET /version: version:');
  });

  it('reads text', async () => {
    const { http } = setup(() => new Response('id,name\n1,a', { status: 200 }));
    await expect(http.getText('/runs/export.csv')).resolves.toBe('id,name\n1,a');
  });

  it('gives the response headers with getWithHeaders', async () => {
    const { http, sent } = setup(
      () => new Response('[1]', { status: 200, headers: { 'x-total-count': '41' } }),
    );
    const { data, headers } = await http.getWithHeaders('/runs', { headers: { 'x-a': 'b' } });
    expect(data).toEqual([1]);
    expect(headers.get('x-total-count')).toBe('41');
    expect(sent().headers.get('x-a')).toBe('b');
  });
});

describe('failures', () => {
  it('signs out on a 401 off the login page, without a notification', async () => {
    const { http, onSignedOut, onNotify } = setup(() =>
      json(401, { error: 'Unauthorized', message: 'Sign in.' }),
    );
    const failure = http.get('/users/me');
    await expect(failure).rejects.toMatchObject({ status: 401, signedOut: true });
    expect(onSignedOut).toHaveBeenCalledWith('unauthorized');
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('shows a 401 on the login page as an error and keeps the user', async () => {
    const { http, onSignedOut, onNotify } = setup(
      () => json(401, { error: 'Wrong credentials', message: 'Check your email and password.' }),
      { isOnLoginPage: () => true },
    );
    await expect(http.post('/auth/login', {})).rejects.toThrow('Check your email and password.');
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Wrong credentials',
      message: 'Check your email and password.',
      color: 'red',
    });
  });

  it('finds the login page from location by default', async () => {
    vi.stubGlobal('location', { pathname: '/login' });
    const { http, onSignedOut } = setup(() => json(401, { error: 'Wrong', message: 'No.' }), {
      isOnLoginPage: undefined,
    });
    await expect(http.post('/auth/login', {})).rejects.toThrow('No.');
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it.each([
    ['Session expired', 'session-expired'],
    ['Invalid access token', 'invalid-access-token'],
  ])('signs out silently on %s, even on the login page', async (error, reason) => {
    const { http, onSignedOut, onNotify } = setup(
      () => json(401, { error, message: 'Sign in again to continue.' }),
      { isOnLoginPage: () => true },
    );
    await expect(http.get('/users/me')).rejects.toMatchObject({ title: error, signedOut: true });
    expect(onSignedOut).toHaveBeenCalledWith(reason);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('notifies "Too many requests" on a 429 and throws', async () => {
    const { http, onNotify, onSignedOut } = setup(() => new Response('slow down', { status: 429 }));
    const failure = http.get('/runs');
    await expect(failure).rejects.toMatchObject({
      status: 429,
      title: 'Too many requests',
      message: 'Retry in one minute',
    });
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Too many requests',
      message: 'Retry in one minute',
      color: 'red',
    });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('notifies the error and message of any other failure and throws them with code and feature', async () => {
    const { http, onNotify } = setup(() =>
      json(403, {
        error: 'Plan limit reached',
        message: 'The free plan allows 3 projects.',
        code: 'plan_limit',
        feature: 'projects',
      }),
    );
    const failure = http.post('/projects', { name: 'Project #4' });
    await expect(failure).rejects.toBeInstanceOf(LookoutApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      title: 'Plan limit reached',
      message: 'The free plan allows 3 projects.',
      code: 'plan_limit',
      feature: 'projects',
      signedOut: false,
    });
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Plan limit reached',
      message: 'The free plan allows 3 projects.',
      color: 'red',
    });
  });

  it('says "Server error" / "Something went wrong" when the body explains nothing', async () => {
    const { http, onNotify } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    await expect(http.get('/runs')).rejects.toMatchObject({
      status: 502,
      title: 'Server error',
      message: 'Something went wrong',
    });
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Server error',
      message: 'Something went wrong',
      color: 'red',
    });
  });

  it('throws without a notification for a silent call', async () => {
    const { http, onNotify } = setup(() => json(409, { error: 'Conflict', message: 'Taken.' }));
    await expect(http.post('/views', {}, { silent: true })).rejects.toThrow('Taken.');
    expect(onNotify).not.toHaveBeenCalled();
  });
});

describe('getDownloadToken', () => {
  it('asks for a token, then answers the download URL without projectId (Node)', async () => {
    const { http, sent, fetch } = setup(() => json(200, { token: 'tok/1' }));
    const url = await http.getDownloadToken('/runs/download', { query: { format: 'csv' } });
    expect(url).toBe(`${base}/v1/runs/download/tok%2F1`);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent().url).toBe(`${base}/v1/runs/download?format=csv&projectId=${projectId}`);
  });

  it('starts the download through a link in a browser', async () => {
    const link = { href: '', download: 'x', rel: '', style: {}, click: vi.fn(), remove: vi.fn() };
    const appendChild = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { appendChild } });
    const { http } = setup(() => json(200, { token: 'abc' }));
    const url = await http.getDownloadToken('/runs/download');
    expect(link.href).toBe(url);
    expect(link.download).toBe('');
    expect(appendChild).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledTimes(1);
    expect(link.remove).toHaveBeenCalledTimes(1);
  });

  it('notifies when the download cannot start', async () => {
    vi.stubGlobal('document', {
      createElement: () => {
        throw new Error('Blocked by the browser');
      },
    });
    const { http, onNotify } = setup(() => json(200, { token: 'abc' }));
    await expect(http.getDownloadToken('/runs/download')).rejects.toThrow('Blocked by the browser');
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Download failed',
      message: 'Blocked by the browser',
      color: 'red',
    });
  });

  it('notifies when the token request fails', async () => {
    const { http, onNotify } = setup(() =>
      json(403, { error: 'Forbidden', message: 'No export.' }),
    );
    await expect(http.getDownloadToken('/runs/download')).rejects.toThrow('No export.');
    expect(onNotify).toHaveBeenCalledWith({
      title: 'Forbidden',
      message: 'No export.',
      color: 'red',
    });
  });
});

function streamOf(parts: readonly (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) {
        controller.enqueue(typeof part === 'string' ? encoder.encode(part) : part);
      }
      controller.close();
    },
  });
}

describe('postStream', () => {
  it('yields each JSON line as it completes, even when a chunk is split across reads', async () => {
    const { http, sent } = setup(
      () => new Response(streamOf(['{"a":1}\n{"b":', '[1,2]}\n', '{"c":"d"}']), { status: 200 }),
    );
    const chunks: unknown[] = [];
    for await (const chunk of http.postStream('/playground/run', { prompt: 'hi' })) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual([{ a: 1 }, { b: [1, 2] }, { c: 'd' }]);
    expect(sent().init?.method).toBe('POST');
    expect(sent().init?.body).toBe('{"prompt":"hi"}');
  });

  it('fails with "Error creating a stream from the response." when there is no body', async () => {
    const { http } = setup(() => new Response(null, { status: 200 }));
    const stream = http.postStream('/playground/run', {});
    await expect(stream.next()).rejects.toThrow(streamCreationError);
    expect(streamCreationError).toBe('Error creating a stream from the response.');
  });

  it('reports a failed streaming call like any other', async () => {
    const { http, onNotify } = setup(() =>
      json(400, { error: 'Invalid request', message: 'model: Choose a model' }),
    );
    await expect(http.postStream('/playground/run', {}).next()).rejects.toThrow(
      'model: Choose a model',
    );
    expect(onNotify).toHaveBeenCalledTimes(1);
  });
});

describe('fetch', () => {
  it('uses the global fetch, looked up at call time', async () => {
    const globalFetch = vi.fn(async () => json(200, { version: '1' }));
    const http = createHttpClient({ baseUrl: base });
    vi.stubGlobal('fetch', globalFetch);
    await http.get('/version');
    expect(globalFetch).toHaveBeenCalledWith(`${base}/v1/version`, expect.anything());
  });

  it('passes the abort signal along', async () => {
    const { http, sent } = setup(() => json(200, {}));
    const controller = new AbortController();
    await http.get('/version', { signal: controller.signal });
    expect(sent().init?.signal).toBe(controller.signal);
  });
});

describe('unreachable server', () => {
  it('throws "Can\'t reach the Lookout server at <origin>" instead of fetch\'s TypeError', async () => {
    const { http, onNotify } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const failure = http.get('/projects');
    await expect(failure).rejects.toBeInstanceOf(LookoutNetworkError);
    await expect(failure).rejects.toThrow("Can't reach the Lookout server at http://lookout.test");
    await expect(failure).rejects.toMatchObject({ cause: new TypeError('Failed to fetch') });
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('names the page origin for a same-origin client', async () => {
    const http = createHttpClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    vi.stubGlobal('location', { origin: 'https://lookout.example', pathname: '/logs' });
    await expect(http.get('/projects')).rejects.toThrow(
      "Can't reach the Lookout server at https://lookout.example",
    );
  });

  it('passes a cancelled call through as it is', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const { http } = setup(() => {
      throw aborted;
    });
    await expect(http.get('/projects')).rejects.toBe(aborted);
  });
});
