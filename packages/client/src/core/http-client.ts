import { createRunDownloadResponseSchema } from '@lookout/domain';
import { failedResponseError } from './api-failure.js';
import { apiPath } from './api-path.js';
import { triggerBrowserDownload } from './browser-download.js';
import type { HttpClientOptions, RequestOptions } from './http-client-options.js';
import { readJsonLines } from './json-lines.js';
import { isAbortError, LookoutNetworkError, serverOrigin } from './lookout-network-error.js';
import { LookoutResponseError, parseResponse, type ResponseSchema } from './parse-response.js';
import { buildRequestUrl } from './request-url.js';

/** Request options plus the contract the answer is checked against. */
export interface ResponseOptions<Output> extends RequestOptions {
  /** When given, the answer is parsed with it and typed by it. */
  schema?: ResponseSchema<Output>;
}

/** Options of {@link HttpClient.getDownloadToken}. */
export interface DownloadOptions extends RequestOptions {
  /** Start the download in the browser (default: whenever there is a document). */
  trigger?: boolean;
}

/** The error of a streaming call whose answer has no body. */
export const streamCreationError = 'Error creating a stream from the response.';

/** Where a file is fetched once the server has issued a download token. */
export const downloadPath = (token: string) => apiPath`/runs/download/${token}`;

/**
 * The low-level client: every Lookout call goes through it. Paths are given
 * without `/v1` (`/projects`, `/auth/login`).
 */
export interface HttpClient {
  /** The full URL of a call, as it would be requested. */
  url(path: string, options?: RequestOptions): string;
  /** GET, answering the JSON body (undefined for a 204). */
  get<Output = unknown>(path: string, options?: ResponseOptions<Output>): Promise<Output>;
  /** GET, answering the body as text. */
  getText(path: string, options?: RequestOptions): Promise<string>;
  /** GET with `options.headers` sent along, answering the JSON body and the response headers. */
  getWithHeaders<Output = unknown>(
    path: string,
    options?: ResponseOptions<Output>,
  ): Promise<{ data: Output; headers: Headers }>;
  /** POST with a JSON body, or `FormData` sent as multipart form data. */
  post<Output = unknown>(
    path: string,
    body?: unknown,
    options?: ResponseOptions<Output>,
  ): Promise<Output>;
  /** PATCH with a JSON body. */
  patch<Output = unknown>(
    path: string,
    body?: unknown,
    options?: ResponseOptions<Output>,
  ): Promise<Output>;
  /** PUT with a JSON body. */
  put<Output = unknown>(
    path: string,
    body?: unknown,
    options?: ResponseOptions<Output>,
  ): Promise<Output>;
  /** DELETE. */
  delete<Output = unknown>(path: string, options?: ResponseOptions<Output>): Promise<Output>;
  /**
   * GET answering `{ token }`, then the file's URL (`/v1/runs/download/{token}`);
   * in a browser the download starts, in Node the URL is for the caller to fetch.
   */
  getDownloadToken(path: string, options?: DownloadOptions): Promise<string>;
  /** POST answering line-delimited JSON, read chunk by chunk as it streams in. */
  postStream(path: string, body?: unknown, options?: RequestOptions): AsyncGenerator<unknown>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Creates the low-level client with the signed-in rules of SPEC §4 and the
 * error behaviour of SPEC §8. Touches no browser global until a call is made.
 * @example
 * const http = createHttpClient({
 *   baseUrl: 'http://127.0.0.1:3333',
 *   getToken: () => process.env.LOOKOUT_TOKEN,
 *   getProjectId: () => process.env.LOOKOUT_PROJECT_ID,
 * });
 * const runs = await http.get('/runs', { query: { type: 'llm' }, paging: { page: 0 } });
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';

  function url(path: string, request: RequestOptions = {}): string {
    const projectId =
      request.projectId === undefined ? options.getProjectId?.() : request.projectId;
    return buildRequestUrl(baseUrl, path, { ...request, projectId });
  }

  function headersFor(request: RequestOptions, hasBody: boolean): Headers {
    const headers = new Headers({ accept: 'application/json' });
    if (hasBody) headers.set('content-type', 'application/json');
    const token = options.getToken?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    return headers;
  }

  async function send(
    method: Method,
    path: string,
    body: unknown,
    request: RequestOptions = {},
  ): Promise<Response> {
    const doFetch = options.fetch ?? globalThis.fetch;
    // Form data (file uploads) goes as it is; fetch sets its multipart boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const hasJsonBody = body !== undefined && !isForm;
    const init: RequestInit = { method, headers: headersFor(request, hasJsonBody) };
    if (isForm) init.body = body;
    else if (hasJsonBody) init.body = JSON.stringify(body);
    if (request.signal) init.signal = request.signal;
    let response: Response;
    try {
      response = await doFetch(url(path, request), init);
    } catch (error) {
      // No answer at all: say which server could not be reached, not fetch's "Failed to fetch".
      if (isAbortError(error) || request.signal?.aborted) throw error;
      throw new LookoutNetworkError(serverOrigin(baseUrl), { cause: error });
    }
    if (!response.ok) throw await failedResponseError(response, options, request.silent ?? false);
    return response;
  }

  async function readJson<Output>(
    method: Method,
    path: string,
    response: Response,
    request: ResponseOptions<Output>,
  ): Promise<Output> {
    const text = response.status === 204 ? '' : await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new LookoutResponseError(`${method} ${path}`, ['the body is not JSON']);
    }
    return request.schema
      ? parseResponse(request.schema, data, `${method} ${path}`)
      : (data as Output);
  }

  async function call<Output>(
    method: Method,
    path: string,
    body: unknown,
    request: ResponseOptions<Output> = {},
  ): Promise<Output> {
    return readJson(method, path, await send(method, path, body, request), request);
  }

  return {
    url,
    get: (path, request) => call('GET', path, undefined, request),
    async getText(path, request) {
      const response = await send('GET', path, undefined, request);
      return response.status === 204 ? '' : response.text();
    },
    async getWithHeaders(path, request = {}) {
      const response = await send('GET', path, undefined, request);
      return { data: await readJson('GET', path, response, request), headers: response.headers };
    },
    post: (path, body, request) => call('POST', path, body, request),
    patch: (path, body, request) => call('PATCH', path, body, request),
    put: (path, body, request) => call('PUT', path, body, request),
    delete: (path, request) => call('DELETE', path, undefined, request),
    async getDownloadToken(path, request = {}) {
      const { token } = await call('GET', path, undefined, {
        ...request,
        schema: createRunDownloadResponseSchema,
      });
      const fileUrl = url(downloadPath(token), { projectId: null });
      if (request.trigger === false) return fileUrl;
      try {
        triggerBrowserDownload(fileUrl);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.onNotify?.({ title: 'Download failed', message, color: 'red' });
        throw error;
      }
      return fileUrl;
    },
    async *postStream(path, body, request) {
      const response = await send('POST', path, body, request);
      if (!response.body) throw new Error(streamCreationError);
      yield* readJsonLines(response.body);
    },
  };
}
